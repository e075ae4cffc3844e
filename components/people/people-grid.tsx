import Image from "next/image";
import { apiRoutes } from "@/lib/routes";

export interface Person {
  id: number;
  name: string;
  lines: string[];
  photoId: number | null;
}

/**
 * Cards with a photo (or the name's initial), a name and a line or two: faculty and achievers.
 * `nameLevel` keeps the page's headings in order (2 right under the page's h1, 3 under an h2).
 */
export function PeopleGrid({ people, round = false, nameLevel }: { people: Person[]; round?: boolean; nameLevel: 2 | 3 }) {
  const Name = `h${nameLevel}` as const;
  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {people.map((person) => (
        <li key={person.id} className="flex flex-col items-center rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
          {person.photoId ? (
            <Image
              src={apiRoutes.file(person.photoId)}
              alt=""
              width={150}
              height={150}
              sizes="150px"
              className={`size-[120px] object-cover sm:size-[150px] ${round ? "rounded-full" : "rounded-xl"}`}
            />
          ) : (
            <span
              aria-hidden="true"
              className={`flex size-[120px] items-center justify-center bg-brand-100 text-4xl font-bold text-brand-800 sm:size-[150px] ${round ? "rounded-full" : "rounded-xl"}`}
            >
              {person.name.slice(0, 1)}
            </span>
          )}
          <Name className="mt-3 font-bold break-words text-slate-900">{person.name}</Name>
          {person.lines.map((line) => (
            <p key={line} className="text-sm break-words text-slate-600">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
