CREATE TABLE "earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"owner" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"percent" integer NOT NULL,
	"paid" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"reward" integer NOT NULL,
	"remaining" integer NOT NULL,
	"stated" integer DEFAULT 0 NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"earning_id" integer,
	"carried_from" integer,
	"code" text,
	"date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" integer NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"status" text NOT NULL,
	"carried_to" integer,
	"reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_statement_id_payout_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payout_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_earning_id_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."earnings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_owner_date_idx" ON "earnings" USING btree ("owner","date");--> statement-breakpoint
CREATE INDEX "earnings_date_idx" ON "earnings" USING btree ("date");--> statement-breakpoint
CREATE INDEX "payout_lines_statement_idx" ON "payout_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_owner_month_idx" ON "payout_statements" USING btree ("owner","month","currency");--> statement-breakpoint
CREATE INDEX "payout_statements_month_idx" ON "payout_statements" USING btree ("month");