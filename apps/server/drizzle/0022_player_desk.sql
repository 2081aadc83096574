CREATE TABLE "barred_declarations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"who" text NOT NULL,
	"groups" jsonb NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cli_withdrawal_approvals" (
	"withdrawal_id" bigint NOT NULL,
	"operator" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cli_withdrawal_approvals_withdrawal_id_operator_pk" PRIMARY KEY("withdrawal_id","operator")
);
--> statement-breakpoint
CREATE TABLE "player_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"multiple" integer,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"state" text NOT NULL,
	"decided_by" text,
	"decision_reason" text,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "player_adjustments_requestId_unique" UNIQUE("request_id"),
	CONSTRAINT "player_adjustments_amount" CHECK ("player_adjustments"."amount" > 0),
	CONSTRAINT "player_adjustments_state" CHECK ("player_adjustments"."state" in ('pending', 'done', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "cli_withdrawal_approvals" ADD CONSTRAINT "cli_withdrawal_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_adjustments" ADD CONSTRAINT "player_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barred_declarations_who" ON "barred_declarations" USING btree ("who");--> statement-breakpoint
CREATE INDEX "barred_declarations_at" ON "barred_declarations" USING btree ("at");--> statement-breakpoint
CREATE INDEX "player_adjustments_user" ON "player_adjustments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_adjustments_pending" ON "player_adjustments" USING btree ("id") WHERE "player_adjustments"."state" = 'pending';