CREATE TABLE "invite_spin_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_spin_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"target" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"spins_used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"exchanged_at" timestamp with time zone,
	"held_coins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invite_spin_progress" CHECK ("invite_spin_campaigns"."progress" between 0 and "invite_spin_campaigns"."target")
);
--> statement-breakpoint
CREATE TABLE "invite_spin_clicks" (
	"campaign_id" bigint NOT NULL,
	"visitor_id" text NOT NULL,
	"ip" text NOT NULL,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_spin_clicks_campaign_id_visitor_id_pk" PRIMARY KEY("campaign_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "invite_spin_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_spin_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"sector" smallint NOT NULL,
	"weights" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"added" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_spin_campaigns" ADD CONSTRAINT "invite_spin_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_spin_clicks" ADD CONSTRAINT "invite_spin_clicks_campaign_id_invite_spin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."invite_spin_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_spin_draws" ADD CONSTRAINT "invite_spin_draws_campaign_id_invite_spin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."invite_spin_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_spin_draws" ADD CONSTRAINT "invite_spin_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_spin_draws" ADD CONSTRAINT "invite_spin_draws_seed_pair_id_jackpot_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."jackpot_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_spin_campaigns_user" ON "invite_spin_campaigns" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_spin_draws_request" ON "invite_spin_draws" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "invite_spin_draws_campaign" ON "invite_spin_draws" USING btree ("campaign_id","id");