CREATE TABLE "deposit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"deposit_id" text,
	"kind" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"payment_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recharge_type_id" integer NOT NULL,
	"channel_name" text NOT NULL,
	"bank_id" integer,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'PHP' NOT NULL,
	"bonus_type" smallint,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_requirement" bigint DEFAULT 0 NOT NULL,
	"bonus_first_deposit_only" boolean DEFAULT false NOT NULL,
	"bonus_wagering_requirement" bigint DEFAULT 0 NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"checkout_url" text,
	"payment_id" text,
	"state" text DEFAULT 'created' NOT NULL,
	"held_reason" text,
	"journal_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "deposits_state" CHECK ("deposits"."state" in ('created', 'pending', 'paid', 'failed', 'expired', 'cancelled', 'held')),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0 and "deposits"."bonus_amount" >= 0),
	CONSTRAINT "deposits_paid" CHECK (("deposits"."state" = 'paid') = ("deposits"."paid_at" is not null and "deposits"."journal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"deposit_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_status" CHECK ("sandbox_checkouts"."status" in ('open', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_events_gateway_event" ON "deposit_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "deposit_events_deposit" ON "deposit_events" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "deposits_user_created" ON "deposits" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_open_expiry" ON "deposits" USING btree ("expires_at") WHERE "deposits"."state" in ('created', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_ref" ON "deposits" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_payment" ON "deposits" USING btree ("gateway","payment_id");