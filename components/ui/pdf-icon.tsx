/** The PDF mark of syllabus rows and cards. */
export function PdfIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6 text-red-600" aria-hidden="true" fill="currentColor">
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v5h1.2v-1.6h.7a1.7 1.7 0 1 0 0-3.4H8Zm1.2 1h.7a.7.7 0 1 1 0 1.4h-.7V14Zm3.3-1v5h1.6a2.5 2.5 0 0 0 0-5h-1.6Zm1.2 1h.4a1.5 1.5 0 0 1 0 3h-.4v-3Zm3.3-1v5h1.2v-2h1.6v-1h-1.6v-1h1.8v-1h-3Z" />
    </svg>
  );
}
