CREATE TABLE "pk_entries" (
	"period_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"camp" text NOT NULL,
	"joined_on" date NOT NULL,
	"baseline" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contribution" bigint,
	"share" bigint,
	CONSTRAINT "pk_entries_period_id_user_id_pk" PRIMARY KEY("period_id","user_id"),
	CONSTRAINT "pk_entries_camp" CHECK ("pk_entries"."camp" in ('red', 'blue'))
);
--> statement-breakpoint
CREATE TABLE "pk_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pk_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"pool" bigint NOT NULL,
	"min_contribution" bigint NOT NULL,
	"outcome" text,
	"red_score" bigint,
	"blue_score" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pk_periods_days" CHECK ("pk_periods"."ends_on" >= "pk_periods"."starts_on"),
	CONSTRAINT "pk_periods_pool" CHECK ("pk_periods"."pool" > 0 and "pk_periods"."min_contribution" >= 0),
	CONSTRAINT "pk_periods_outcome" CHECK ("pk_periods"."outcome" is null or "pk_periods"."outcome" in ('red', 'blue', 'draw', 'none'))
);
--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD COLUMN "weights" jsonb;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD COLUMN "section" jsonb;--> statement-breakpoint
ALTER TABLE "spin_draws" ADD COLUMN "weights" jsonb;--> statement-breakpoint
ALTER TABLE "pk_entries" ADD CONSTRAINT "pk_entries_period_id_pk_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pk_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pk_entries" ADD CONSTRAINT "pk_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pk_entries_user" ON "pk_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pk_periods_ends_on" ON "pk_periods" USING btree ("ends_on");