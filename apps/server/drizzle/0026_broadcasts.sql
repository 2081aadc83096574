CREATE TABLE "figures_ftd_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"first_depositors" integer NOT NULL,
	CONSTRAINT "figures_ftd_days_day_source_pk" PRIMARY KEY("day","source")
);
--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "wagering_multiple" integer;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "send_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "texts" jsonb;--> statement-breakpoint
CREATE INDEX "mail_broadcasts_due" ON "mail_broadcasts" USING btree ("send_at") WHERE "mail_broadcasts"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mails_broadcast" ON "mails" USING btree ("broadcast_id") WHERE "mails"."broadcast_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD CONSTRAINT "mail_broadcasts_state" CHECK ("mail_broadcasts"."state" in ('scheduled', 'sent', 'cancelled'));--> statement-breakpoint
-- Broadcasts before the console were sent when composed (decision 095).
UPDATE "mail_broadcasts" SET "send_at" = "created_at", "sent_at" = "created_at";