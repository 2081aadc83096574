CREATE TABLE "originals_demo_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "originals_demo_sessions_balance" CHECK ("originals_demo_sessions"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "originals_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "originals_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"demo_session_id" text,
	"game" text NOT NULL,
	"game_id" integer NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"state" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "originals_rounds_owner" CHECK (("originals_rounds"."user_id" is null) <> ("originals_rounds"."demo_session_id" is null)),
	CONSTRAINT "originals_rounds_amounts" CHECK ("originals_rounds"."stake" > 0 and ("originals_rounds"."win" is null or "originals_rounds"."win" >= 0))
);
--> statement-breakpoint
CREATE TABLE "originals_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "originals_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"demo_session_id" text,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "originals_seed_pairs_owner" CHECK (("originals_seed_pairs"."user_id" is null) <> ("originals_seed_pairs"."demo_session_id" is null)),
	CONSTRAINT "originals_seed_pairs_revealed" CHECK ("originals_seed_pairs"."active" = ("originals_seed_pairs"."revealed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD CONSTRAINT "originals_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD CONSTRAINT "originals_rounds_demo_session_id_originals_demo_sessions_id_fk" FOREIGN KEY ("demo_session_id") REFERENCES "public"."originals_demo_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD CONSTRAINT "originals_rounds_seed_pair_id_originals_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."originals_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_seed_pairs" ADD CONSTRAINT "originals_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_seed_pairs" ADD CONSTRAINT "originals_seed_pairs_demo_session_id_originals_demo_sessions_id_fk" FOREIGN KEY ("demo_session_id") REFERENCES "public"."originals_demo_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "originals_demo_sessions_expiry" ON "originals_demo_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_rounds_seed_nonce" ON "originals_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "originals_rounds_user_game" ON "originals_rounds" USING btree ("user_id","game","id");--> statement-breakpoint
CREATE INDEX "originals_rounds_demo_game" ON "originals_rounds" USING btree ("demo_session_id","game","id");--> statement-breakpoint
CREATE INDEX "originals_rounds_unfinished" ON "originals_rounds" USING btree ("state") WHERE "originals_rounds"."state" in ('pending', 'settling');--> statement-breakpoint
CREATE UNIQUE INDEX "originals_seed_pairs_active_user" ON "originals_seed_pairs" USING btree ("user_id") WHERE "originals_seed_pairs"."active" and "originals_seed_pairs"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "originals_seed_pairs_active_demo" ON "originals_seed_pairs" USING btree ("demo_session_id") WHERE "originals_seed_pairs"."active" and "originals_seed_pairs"."demo_session_id" is not null;--> statement-breakpoint
CREATE INDEX "originals_seed_pairs_user" ON "originals_seed_pairs" USING btree ("user_id","id");