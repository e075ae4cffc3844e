import { QuestionPicture } from "@/components/questions/question-picture";

/** A bank question as its review shows it, in the reader's language (the other where it is missing). */
export interface Explained {
  stem: string;
  options: string[];
  explanation: string;
  whyWrong: string[];
  /** The letters that earn the mark (none when the question was dropped). */
  right: string[];
  /** The option the reader chose, if any. */
  chosen: string | null;
  /** Set when the text is in the other language: says so. */
  missingNote: string | null;
  imageId?: number | null;
}

export interface ExplanationLabels {
  explanation: string;
  /** "{letter}" is filled in. */
  whyNot: string;
  right: string;
  yours: string;
}

/**
 * A question with its options, the right one and the reader's own marked, the explanation, and why
 * the reader's wrong choice is wrong (issue 21). Shared by the test review, practice and the daily quiz;
 * under a question already on screen (practice), without its stem.
 */
export function Explanation({ item, labels, showStem = true }: { item: Explained; labels: ExplanationLabels; showStem?: boolean }) {
  const letters = ["A", "B", "C", "D"];
  const wrongChoice = item.chosen && !item.right.includes(item.chosen) ? item.chosen : null;
  const why = wrongChoice ? item.whyWrong[letters.indexOf(wrongChoice)] : "";
  return (
    <div className="space-y-1 py-2 text-sm whitespace-pre-line text-slate-900">
      {showStem && <p className="font-medium">{item.stem}</p>}
      {showStem && item.missingNote && <p className="text-xs text-amber-800">{item.missingNote}</p>}
      {showStem && <QuestionPicture imageId={item.imageId ?? null} alt={item.stem} />}
      <ol className="space-y-0.5">
        {item.options.map((option, i) => {
          const letter = letters[i];
          const right = item.right.includes(letter);
          const mine = item.chosen === letter;
          return (
            <li key={letter} className={right ? "font-semibold text-green-900" : mine ? "text-red-900" : ""}>
              ({letter}) {option}
              {right && <span className="ml-1">✓ {labels.right}</span>}
              {mine && !right && <span className="ml-1">✗ {labels.yours}</span>}
            </li>
          );
        })}
      </ol>
      {why && (
        <p className="rounded bg-red-50 p-2 text-red-900">
          <span className="font-semibold">{labels.whyNot.replace("{letter}", wrongChoice!)}</span> {why}
        </p>
      )}
      {item.explanation && (
        <p className="rounded bg-green-50 p-2 text-green-950">
          <span className="font-semibold">{labels.explanation}:</span> {item.explanation}
        </p>
      )}
    </div>
  );
}
