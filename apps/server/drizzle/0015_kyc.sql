CREATE TABLE "kyc_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"id_key" text NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"front_upload" text,
	"back_upload" text,
	"selfie_upload" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"refuse_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_submissions_state" CHECK ("kyc_submissions"."state" in ('pending', 'approved', 'refused')),
	CONSTRAINT "kyc_submissions_photos" CHECK (("kyc_submissions"."front_upload" is not null and "kyc_submissions"."selfie_upload" is not null) or "kyc_submissions"."reviewed_by" = 'demo-seed'),
	CONSTRAINT "kyc_submissions_refusal" CHECK (("kyc_submissions"."state" = 'refused') = ("kyc_submissions"."refuse_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_front_upload_uploads_id_fk" FOREIGN KEY ("front_upload") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_back_upload_uploads_id_fk" FOREIGN KEY ("back_upload") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_selfie_upload_uploads_id_fk" FOREIGN KEY ("selfie_upload") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_submissions_user" ON "kyc_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_pending" ON "kyc_submissions" USING btree ("created_at") WHERE "kyc_submissions"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_id_owner" ON "kyc_submissions" USING btree ("id_type","id_key") WHERE "kyc_submissions"."state" <> 'refused';