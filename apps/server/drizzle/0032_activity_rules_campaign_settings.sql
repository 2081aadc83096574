ALTER TABLE "activities" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "invite_spin_campaigns" ADD COLUMN "settings" jsonb;