-- CreateTable
CREATE TABLE "MockTest" (
    "id" SERIAL NOT NULL,
    "titleTa" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "examType" "ExamType" NOT NULL,
    "department" "TestDepartment" NOT NULL,
    "questionPostId" INTEGER NOT NULL,
    "answerPostId" INTEGER,
    "opensAt" TIMESTAMP(3) NOT NULL,
    "closesAt" TIMESTAMP(3) NOT NULL,
    "minutes" INTEGER NOT NULL,
    "questions" INTEGER NOT NULL,
    "options" TEXT NOT NULL,
    "correct" INTEGER NOT NULL,
    "wrong" INTEGER NOT NULL DEFAULT 0,
    "sections" JSONB NOT NULL,
    "answerKey" JSONB NOT NULL,
    "keyFinal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MockTest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MockAttempt" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),
    "score" INTEGER,
    "correct" INTEGER,
    "wrong" INTEGER,
    "notAnswered" INTEGER,

    CONSTRAINT "MockAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MockAnswer" (
    "attemptId" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "letter" TEXT,
    "seq" INTEGER NOT NULL,

    CONSTRAINT "MockAnswer_pkey" PRIMARY KEY ("attemptId","question")
);

-- CreateIndex
CREATE INDEX "MockTest_closesAt_idx" ON "MockTest"("closesAt");

-- CreateIndex
CREATE INDEX "MockAttempt_testId_score_idx" ON "MockAttempt"("testId", "score");

-- CreateIndex
CREATE INDEX "MockAttempt_submittedAt_deadline_idx" ON "MockAttempt"("submittedAt", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "MockAttempt_testId_userId_key" ON "MockAttempt"("testId", "userId");

-- AddForeignKey
ALTER TABLE "MockTest" ADD CONSTRAINT "MockTest_questionPostId_fkey" FOREIGN KEY ("questionPostId") REFERENCES "TestSeriesPost"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockTest" ADD CONSTRAINT "MockTest_answerPostId_fkey" FOREIGN KEY ("answerPostId") REFERENCES "TestSeriesPost"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockAttempt" ADD CONSTRAINT "MockAttempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "MockTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockAttempt" ADD CONSTRAINT "MockAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockAnswer" ADD CONSTRAINT "MockAnswer_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "MockAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

