ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner" CHECK (("uploads"."user_id" is null) = ("uploads"."purpose" = 'activityArt'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('feedback', 'kyc', 'activityArt'));