CREATE TABLE "notification_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "read_markers_room_idx" ON "read_markers" USING btree ("room","event_id");