CREATE TABLE "award_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"items" jsonb NOT NULL,
	"journal_id" bigint,
	"reason" text,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"bonus_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"requirement" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"credit_journal_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_amount" CHECK ("bonus_grants"."amount" > 0),
	CONSTRAINT "bonus_grants_wagered" CHECK ("bonus_grants"."wagered" between 0 and "bonus_grants"."requirement"),
	CONSTRAINT "bonus_grants_credited" CHECK (("bonus_grants"."state" <> 'held' or "bonus_grants"."credit_journal_id" is null)
        and ("bonus_grants"."state" not in ('active', 'completed') or "bonus_grants"."credit_journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "award_grants" ADD CONSTRAINT "award_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_grant_id_award_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."award_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "award_grants_key" ON "award_grants" USING btree ("key");--> statement-breakpoint
CREATE INDEX "award_grants_user" ON "award_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_grant" ON "bonus_grants" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_user" ON "bonus_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_open" ON "bonus_grants" USING btree ("user_id","id") WHERE "bonus_grants"."state" in ('held', 'active');