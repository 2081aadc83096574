CREATE TABLE "service_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"line_id" integer,
	"agent_name" text,
	"body" text NOT NULL,
	"client_message_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_messages_sender" CHECK ("service_messages"."sender" in ('player', 'agent')),
	CONSTRAINT "service_messages_author" CHECK (("service_messages"."sender" = 'player' and "service_messages"."line_id" is not null and "service_messages"."agent_name" is null)
       or ("service_messages"."sender" = 'agent' and "service_messages"."agent_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_messages_thread" ON "service_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_messages_client_id" ON "service_messages" USING btree ("user_id","client_message_id");