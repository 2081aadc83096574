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
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_broadcast_id_mail_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."mail_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mails_user_event" ON "mails" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "mails_user_inbox" ON "mails" USING btree ("user_id","id");