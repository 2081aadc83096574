CREATE TABLE "feedback_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"author" text NOT NULL,
	"author_name" text,
	"text" text NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_messages_author" CHECK ("feedback_messages"."author" in ('player', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"player_unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "feedback_tickets_state" CHECK ("feedback_tickets"."state" in ('open', 'answered', 'closed')),
	CONSTRAINT "feedback_tickets_category" CHECK ("feedback_tickets"."category" in ('deposit', 'withdrawal', 'game', 'bonus', 'account', 'suggestion', 'other'))
);
--> statement-breakpoint
CREATE TABLE "mail_broadcasts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"recipients" bigint NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_broadcasts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"title" text,
	"body" text,
	"attachments" jsonb NOT NULL,
	"broadcast_id" bigint,
	"read_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"grant_id" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mails_kind" CHECK ("mails"."kind" in ('depositCredited', 'withdrawalPaid', 'withdrawalRefused', 'kycApproved', 'kycRefused', 'vipLevel', 'prize', 'broadcast')),
	CONSTRAINT "mails_claim" CHECK ("mails"."claimed_at" is null or jsonb_array_length("mails"."attachments") > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"attached_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('feedback', 'kyc')),
	CONSTRAINT "uploads_type" CHECK ("uploads"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_ticket_id_feedback_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."feedback_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_broadcast_id_mail_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."mail_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_messages_ticket" ON "feedback_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_user" ON "feedback_tickets" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "feedback_tickets_state" ON "feedback_tickets" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mails_user_event" ON "mails" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "mails_user_inbox" ON "mails" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "uploads_user" ON "uploads" USING btree ("user_id","created_at");