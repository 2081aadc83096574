CREATE TABLE "withdrawal_refusals" (
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"bank_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"refusal" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_refusals_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_refusals" ADD CONSTRAINT "withdrawal_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;