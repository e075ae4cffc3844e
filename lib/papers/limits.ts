// What one question paper may be (issue 35), read by the upload form and the readers alike.

/** A Word paper of 200 questions with its diagrams is a few MB; a PDF with pictures more. */
export const MAX_PAPER_MB = 30;

/** Pages a paper may have: more is not a question paper (a book), and would hold the worker for long. */
export const MAX_PAPER_PAGES = 60;
