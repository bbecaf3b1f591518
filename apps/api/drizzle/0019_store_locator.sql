CREATE TABLE "showrooms" (
	"brand" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "showrooms_brand_id_pk" PRIMARY KEY("brand","id")
);
