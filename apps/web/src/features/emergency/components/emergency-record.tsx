import { formatDateTimeInZone } from '@pawrx/contracts/date-format';
import type { EmergencyView } from '@pawrx/contracts/emergency-links';
import { apiUrl } from '../../../lib/api-client';
import { formatDateOnly } from '../../../lib/date-only';
import { ageText, speciesAndBreed, weightText } from '../../../lib/pet-display';

// The order is the emergency vet's (issue 24 item 16): allergies and what the pet takes, with
// doses and when each was last given, then conditions and reactions, then who to call and the
// vaccinations. On paper every card is black on white and never split across pages.

const card =
  'rounded-2xl border border-slate-200 bg-white p-4 break-inside-avoid print:rounded-none print:border-black print:p-2 print:text-black';
const h2 = 'mb-2 text-lg font-semibold text-slate-900 print:text-black';
const muted = 'text-slate-600 print:text-black';

function List({ items, empty, tone }: { items: string[]; empty: string; tone: string }) {
  if (items.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={`rounded-full px-3 py-1 font-semibold ${tone} print:border print:border-black print:bg-white print:text-black`}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * When a dose was given, in the owner's zone (the dose log's zone), named:
 * 'Nov 28, 2026, 8:25 PM Eastern Time'.
 */
export const formatGivenAt = (instant: string, timeZone: string): string =>
  formatDateTimeInZone(instant, timeZone);

function Medications({ view }: { view: EmergencyView }) {
  if (view.medications.length === 0) return <p className={muted}>No current medications.</p>;
  return (
    <ul className="divide-y divide-slate-100 print:divide-black">
      {view.medications.map((m) => (
        <li key={`${m.name}-${m.dosage}`} className="py-2">
          <p className="font-semibold text-slate-900 print:text-black">
            {m.name}
            {m.brandName && <span className="font-normal"> ({m.brandName})</span>}
            {m.status === 'paused' && <span className="font-normal"> · paused</span>}
          </p>
          <p className="text-slate-800 print:text-black">
            {[m.dosage, m.frequency, m.route].filter(Boolean).join(' · ') || 'Dose not recorded'}
          </p>
          {m.instructions && <p className={`text-sm ${muted}`}>{m.instructions}</p>}
          <p className="text-sm font-semibold text-slate-900 print:text-black">
            {m.lastGivenAt
              ? `Last given ${formatGivenAt(m.lastGivenAt, view.timeZone)}`
              : 'No dose logged in PawRx'}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Contacts({ view }: { view: EmergencyView }) {
  const { owner } = view;
  return (
    <section className={card} aria-labelledby="em-contacts">
      <h2 id="em-contacts" className={h2}>
        Who to call
      </h2>
      <h3 className="font-semibold text-slate-900 print:text-black">Owner</h3>
      <p className="text-slate-800 print:text-black">{owner.name}</p>
      {owner.phone ? (
        <a
          href={`tel:${owner.phone}`}
          className="text-lg font-semibold text-brand-800 underline print:text-black"
        >
          {owner.phone}
        </a>
      ) : (
        <p className={muted}>No phone number given.</p>
      )}
      <h3 className="mt-3 font-semibold text-slate-900 print:text-black">Vet</h3>
      {view.vets.length === 0 ? (
        <p className={muted}>No vet shares this pet in PawRx.</p>
      ) : (
        <ul className="space-y-1">
          {view.vets.map((v) => (
            <li key={`${v.name}-${v.clinic}`} className="text-slate-800 print:text-black">
              {v.name}
              {v.clinic && `, ${v.clinic}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What an emergency vet reads first: allergies and what the pet takes, then the rest. */
export function EmergencyRecord({ view }: { view: EmergencyView }) {
  const { pet } = view;
  return (
    <div className="space-y-4 print:space-y-2">
      <section className={`${card} flex items-center gap-4`} aria-label="Pet">
        {pet.photo && (
          <img
            src={apiUrl(pet.photo)}
            alt={pet.name}
            className="size-24 rounded-xl object-cover print:size-16"
          />
        )}
        <div>
          <h1 className="text-2xl font-bold text-slate-900 print:text-black">{pet.name}</h1>
          <p className="text-slate-700 print:text-black">{speciesAndBreed(pet)}</p>
          <p className="text-slate-700 print:text-black">
            Age {ageText(pet)} · Weight {weightText(pet)}
          </p>
        </div>
      </section>
      <section className={card} aria-labelledby="em-allergies">
        <h2 id="em-allergies" className={h2}>
          Allergies
        </h2>
        <List items={pet.allergies} empty="No known allergies" tone="bg-red-100 text-red-900" />
      </section>
      <section className={card} aria-labelledby="em-medications">
        <h2 id="em-medications" className={h2}>
          Current medications
        </h2>
        <Medications view={view} />
      </section>
      <section className={card} aria-labelledby="em-conditions">
        <h2 id="em-conditions" className={h2}>
          Conditions
        </h2>
        <List items={pet.conditions} empty="None recorded" tone="bg-amber-100 text-amber-900" />
      </section>
      <section className={card} aria-labelledby="em-reactions">
        <h2 id="em-reactions" className={h2}>
          Recent adverse reactions
        </h2>
        {view.reactions.length === 0 ? (
          <p className={muted}>None recorded.</p>
        ) : (
          <ul className="space-y-1 text-slate-800 print:text-black">
            {view.reactions.map((r) => (
              <li key={`${r.medication}-${r.date}`}>
                <span className="font-semibold">{r.medication}</span> ({formatDateOnly(r.date)}
                ): {r.severity}, {r.symptoms.join(', ')}; {r.outcome}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Contacts view={view} />
      <section className={card} aria-labelledby="em-vaccinations">
        <h2 id="em-vaccinations" className={h2}>
          Vaccinations
        </h2>
        {view.vaccinations.length === 0 ? (
          <p className={muted}>None recorded.</p>
        ) : (
          <ul className="space-y-1 text-slate-800 print:text-black">
            {view.vaccinations.map((v) => (
              <li key={`${v.vaccine}-${v.date}`}>
                <span className="font-semibold">{v.vaccine}</span>, given {formatDateOnly(v.date)}
                {v.nextDue && ` · next due ${formatDateOnly(v.nextDue)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
