import { PeopleGrid, type Person } from "./people-grid";

/** A public page of people (the faculty, the achievers): heading, intro, then their cards or a note that there are none yet. */
export function PeoplePage({
  title,
  intro,
  emptyNote,
  people,
  round,
  children,
}: {
  title: string;
  intro: string;
  emptyNote: string;
  people: Person[];
  round?: boolean;
  /** What follows the cards (the faculty's notes). */
  children?: React.ReactNode;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>
      {people.length === 0 ? <p className="mt-6 rounded-lg bg-white p-4 text-slate-700">{emptyNote}</p> : <PeopleGrid round={round} nameLevel={2} people={people} />}
      {children}
    </>
  );
}
