-- CreateTable
CREATE TABLE "RegisterNumberCounter" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "RegisterNumberCounter_pkey" PRIMARY KEY ("year")
);
