CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"holder" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"owner_user_id" bigint,
	"code" text,
	"shard_count" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_holder" CHECK (("ledger_accounts"."holder" = 'player' and "ledger_accounts"."owner_user_id" is not null and "ledger_accounts"."code" is null and "ledger_accounts"."shard_count" is null)
       or ("ledger_accounts"."holder" = 'house' and "ledger_accounts"."code" is not null and "ledger_accounts"."shard_count" between 1 and 256 and "ledger_accounts"."owner_user_id" is null)),
	CONSTRAINT "ledger_accounts_asset" CHECK ("ledger_accounts"."asset" ~ '^[A-Z][A-Z_]{0,31}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_house_shards" (
	"account_id" bigint NOT NULL,
	"shard" smallint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_house_shards_account_id_shard_pk" PRIMARY KEY("account_id","shard")
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"rejection" jsonb,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_player_balances" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_player_balances_not_negative" CHECK ("ledger_player_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"journal_id" bigint NOT NULL,
	"leg" smallint NOT NULL,
	"account_id" bigint NOT NULL,
	"shard" smallint,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "ledger_postings_journal_id_leg_pk" PRIMARY KEY("journal_id","leg")
);
--> statement-breakpoint
ALTER TABLE "ledger_house_shards" ADD CONSTRAINT "ledger_house_shards_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_player_balances" ADD CONSTRAINT "ledger_player_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player" ON "ledger_accounts" USING btree ("owner_user_id","kind") WHERE "ledger_accounts"."holder" = 'player';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house" ON "ledger_accounts" USING btree ("code","asset") WHERE "ledger_accounts"."holder" = 'house';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_idempotency_key" ON "ledger_journals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_player" ON "ledger_postings" USING btree ("account_id","journal_id") WHERE "ledger_postings"."shard" is null;