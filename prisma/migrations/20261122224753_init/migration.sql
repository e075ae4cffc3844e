-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('ADMIN', 'STAFF', 'STUDENT');

-- CreateEnum
CREATE TYPE "DocumentCategory" AS ENUM ('GROUP1', 'GROUP2', 'GROUP2A', 'GROUP4', 'TNUSRB', 'SI_TECHNICAL', 'SI_FINGERPRINT', 'JOINT', 'COMMON', 'FACULTY');

-- CreateEnum
CREATE TYPE "Community" AS ENUM ('OC', 'BC', 'BCM', 'MBC', 'SC', 'SCA', 'ST');

-- CreateEnum
CREATE TYPE "BloodGroup" AS ENUM ('A_POS', 'A_NEG', 'B_POS', 'B_NEG', 'AB_POS', 'AB_NEG', 'O_POS', 'O_NEG');

-- CreateEnum
CREATE TYPE "TamilTyping" AS ENUM ('TAMIL_LOWER', 'TAMIL_HIGHER');

-- CreateEnum
CREATE TYPE "EnglishTyping" AS ENUM ('ENGLISH_LOWER', 'ENGLISH_HIGHER');

-- CreateEnum
CREATE TYPE "StenoLevel" AS ENUM ('BASIC', 'INTERMEDIATE', 'ADVANCED');

-- CreateEnum
CREATE TYPE "ExamType" AS ENUM ('TNPSC', 'TNUSRB');

-- CreateEnum
CREATE TYPE "TestDepartment" AS ENUM ('GROUP_I', 'GROUP_II', 'GROUP_IIA', 'GROUP_IV', 'TNUSRB');

-- CreateEnum
CREATE TYPE "PaperType" AS ENUM ('QUESTION', 'ANSWER');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('CREATED', 'PAID', 'FAILED');

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "role" "Role" NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT,
    "passwordHash" TEXT NOT NULL,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentProfile" (
    "userId" INTEGER NOT NULL,
    "registerNo" TEXT NOT NULL,
    "fatherName" TEXT NOT NULL,
    "dob" DATE NOT NULL,
    "qualification" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "whatsappNumber" TEXT NOT NULL,
    "fatherPhoneNumber" TEXT NOT NULL,
    "aadhaarNumber" TEXT NOT NULL,
    "community" "Community" NOT NULL,
    "bloodGroup" "BloodGroup" NOT NULL,
    "typingSkills" BOOLEAN NOT NULL DEFAULT false,
    "tamilTyping" "TamilTyping",
    "englishTyping" "EnglishTyping",
    "stenoSkills" BOOLEAN NOT NULL DEFAULT false,
    "stenoLanguage" TEXT,
    "stenoLevel" "StenoLevel",
    "tamilStenoLevel" "StenoLevel",
    "englishStenoLevel" "StenoLevel",
    "exServiceman" BOOLEAN NOT NULL DEFAULT false,
    "destituteWidow" BOOLEAN NOT NULL DEFAULT false,
    "address" TEXT NOT NULL,
    "pstmTenth" BOOLEAN NOT NULL DEFAULT false,
    "pstmTwelfth" BOOLEAN NOT NULL DEFAULT false,
    "pstmUg" BOOLEAN NOT NULL DEFAULT false,
    "pstmPg" BOOLEAN NOT NULL DEFAULT false,
    "amountPaise" INTEGER NOT NULL DEFAULT 50000,
    "paymentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "StaffProfile" (
    "userId" INTEGER NOT NULL,
    "dob" DATE NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "whatsappNumber" TEXT NOT NULL,
    "bloodGroup" "BloodGroup" NOT NULL,
    "department" TEXT NOT NULL,
    "designation" TEXT NOT NULL,
    "photoId" INTEGER,

    CONSTRAINT "StaffProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" SERIAL NOT NULL,
    "category" "DocumentCategory" NOT NULL,
    "title" TEXT NOT NULL,
    "paper" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "fileId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Achiever" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "batch" TEXT NOT NULL,
    "department" TEXT NOT NULL,
    "photoId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Achiever_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestSeriesPost" (
    "id" SERIAL NOT NULL,
    "examType" "ExamType" NOT NULL,
    "department" "TestDepartment" NOT NULL,
    "subject" TEXT NOT NULL,
    "paperType" "PaperType" NOT NULL,
    "fileId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestSeriesPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "gateway" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "paymentId" TEXT,
    "amountPaise" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "status" "PaymentStatus" NOT NULL DEFAULT 'CREATED',
    "registration" JSONB,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_key_key" ON "StoredFile"("key");

-- CreateIndex
CREATE UNIQUE INDEX "User_role_username_key" ON "User"("role", "username");

-- CreateIndex
CREATE UNIQUE INDEX "User_role_email_key" ON "User"("role", "email");

-- CreateIndex
CREATE UNIQUE INDEX "StudentProfile_registerNo_key" ON "StudentProfile"("registerNo");

-- CreateIndex
CREATE UNIQUE INDEX "StudentProfile_phoneNumber_key" ON "StudentProfile"("phoneNumber");

-- CreateIndex
CREATE UNIQUE INDEX "StudentProfile_aadhaarNumber_key" ON "StudentProfile"("aadhaarNumber");

-- CreateIndex
CREATE UNIQUE INDEX "StudentProfile_paymentId_key" ON "StudentProfile"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "StaffProfile_phoneNumber_key" ON "StaffProfile"("phoneNumber");

-- CreateIndex
CREATE UNIQUE INDEX "StaffProfile_photoId_key" ON "StaffProfile"("photoId");

-- CreateIndex
CREATE UNIQUE INDEX "Document_fileId_key" ON "Document"("fileId");

-- CreateIndex
CREATE INDEX "Document_category_id_idx" ON "Document"("category", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Achiever_photoId_key" ON "Achiever"("photoId");

-- CreateIndex
CREATE UNIQUE INDEX "TestSeriesPost_fileId_key" ON "TestSeriesPost"("fileId");

-- CreateIndex
CREATE INDEX "TestSeriesPost_department_id_idx" ON "TestSeriesPost"("department", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_orderId_key" ON "Payment"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_paymentId_key" ON "Payment"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- AddForeignKey
ALTER TABLE "StudentProfile" ADD CONSTRAINT "StudentProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffProfile" ADD CONSTRAINT "StaffProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffProfile" ADD CONSTRAINT "StaffProfile_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Achiever" ADD CONSTRAINT "Achiever_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestSeriesPost" ADD CONSTRAINT "TestSeriesPost_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

