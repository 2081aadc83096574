ALTER TABLE "mail_broadcasts" DROP CONSTRAINT "mail_broadcasts_state";--> statement-breakpoint
DROP INDEX "mail_broadcasts_due";--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD COLUMN "delivered_through" bigint;--> statement-breakpoint
CREATE INDEX "mail_broadcasts_due" ON "mail_broadcasts" USING btree ("send_at") WHERE "mail_broadcasts"."state" in ('scheduled', 'sending');--> statement-breakpoint
ALTER TABLE "mail_broadcasts" ADD CONSTRAINT "mail_broadcasts_state" CHECK ("mail_broadcasts"."state" in ('scheduled', 'sending', 'sent', 'cancelled'));