CREATE TABLE "support_visitors" (
	"chat_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_visitors_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "support_visitors" ADD CONSTRAINT "support_visitors_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;