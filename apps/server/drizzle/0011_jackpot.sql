CREATE TABLE "jackpot_chance_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_chance_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "jackpot_chance_days_received" CHECK ("jackpot_chance_days"."received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"cell" smallint NOT NULL,
	"prop_id" integer NOT NULL,
	"count" bigint NOT NULL,
	"type" smallint NOT NULL,
	"tier" text,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"pool_before" bigint,
	"held_coins" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_draws_type" CHECK ("jackpot_draws"."type" in (1, 2)),
	CONSTRAINT "jackpot_draws_bonus" CHECK ("jackpot_draws"."bonus" >= 0 and ("jackpot_draws"."pool_before" is null or "jackpot_draws"."bonus" <= "jackpot_draws"."pool_before"))
);
--> statement-breakpoint
CREATE TABLE "jackpot_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "jackpot_seed_pairs_revealed" CHECK ("jackpot_seed_pairs"."active" = ("jackpot_seed_pairs"."revealed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "spin_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "spin_days_used" CHECK ("spin_days"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spin_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spin_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"sector" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"held_coins" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_chance_days" ADD CONSTRAINT "jackpot_chance_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_seed_pair_id_jackpot_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."jackpot_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_seed_pairs" ADD CONSTRAINT "jackpot_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_days" ADD CONSTRAINT "spin_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_draws" ADD CONSTRAINT "spin_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_draws" ADD CONSTRAINT "spin_draws_seed_pair_id_jackpot_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."jackpot_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_draws_request" ON "jackpot_draws" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "jackpot_draws_user" ON "jackpot_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_draws_wins" ON "jackpot_draws" USING btree ("bonus","id") WHERE "jackpot_draws"."type" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_seed_pairs_active" ON "jackpot_seed_pairs" USING btree ("user_id") WHERE "jackpot_seed_pairs"."active";--> statement-breakpoint
CREATE INDEX "jackpot_seed_pairs_user" ON "jackpot_seed_pairs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_draws_request" ON "spin_draws" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "spin_draws_user" ON "spin_draws" USING btree ("user_id","id");