import type { EmergencyView } from '@pawrx/contracts/emergency-links';
import { apiUrl } from '../../../lib/api-client';
import { ageText, speciesAndBreed, weightText } from '../../../lib/pet-display';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 print:border-slate-400 print:p-2';
const h2 = 'mb-2 text-lg font-semibold text-slate-900';

function List({ items, empty, tone }: { items: string[]; empty: string; tone: string }) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 font-semibold ${tone}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** What an emergency vet reads first: who the pet is, allergies, what it takes, who to call. */
export function EmergencyRecord({ view }: { view: EmergencyView }) {
  const { pet, owner } = view;
  return (
    <div className="space-y-4">
      <section className={`${card} flex items-center gap-4`} aria-label="Pet">
        {pet.photo && (
          <img
            src={apiUrl(pet.photo)}
            alt={pet.name}
            className="size-24 rounded-xl object-cover print:size-20"
          />
        )}
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{pet.name}</h1>
          <p className="text-slate-700">{speciesAndBreed(pet)}</p>
          <p className="text-slate-700">
            Age {ageText(pet)} · Weight {weightText(pet)}
          </p>
        </div>
      </section>
      <section className={card} aria-labelledby="em-allergies">
        <h2 id="em-allergies" className={h2}>
          Allergies
        </h2>
        <List items={pet.allergies} empty="No known allergies" tone="bg-red-100 text-red-900" />
        <h2 className={`${h2} mt-4`}>Conditions</h2>
        <List items={pet.conditions} empty="None recorded" tone="bg-amber-100 text-amber-900" />
      </section>
      <section className={card} aria-labelledby="em-medications">
        <h2 id="em-medications" className={h2}>
          Current medications
        </h2>
        {view.medications.length === 0 ? (
          <p className="text-slate-600">No current medications.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {view.medications.map((m) => (
              <li key={`${m.name}-${m.dosage}`} className="py-2">
                <p className="font-semibold text-slate-900">
                  {m.name}
                  {m.brandName && (
                    <span className="font-normal text-slate-600"> ({m.brandName})</span>
                  )}
                  {m.status === 'paused' && (
                    <span className="font-normal text-slate-600"> · paused</span>
                  )}
                </p>
                <p className="text-slate-700">
                  {[m.dosage, m.frequency, m.route].filter(Boolean).join(' · ') ||
                    'Dose not recorded'}
                </p>
                {m.instructions && <p className="text-sm text-slate-600">{m.instructions}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={card} aria-labelledby="em-reactions">
        <h2 id="em-reactions" className={h2}>
          Recent adverse reactions
        </h2>
        {view.reactions.length === 0 ? (
          <p className="text-slate-600">None recorded.</p>
        ) : (
          <ul className="space-y-1 text-slate-800">
            {view.reactions.map((r) => (
              <li key={`${r.medication}-${r.date}`}>
                <span className="font-semibold">{r.medication}</span> ({r.date}): {r.severity},{' '}
                {r.symptoms.join(', ')}; {r.outcome}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={card} aria-labelledby="em-owner">
        <h2 id="em-owner" className={h2}>
          Owner
        </h2>
        <p className="text-slate-800">{owner.name}</p>
        {owner.phone ? (
          <a href={`tel:${owner.phone}`} className="text-lg font-semibold text-brand-800 underline">
            {owner.phone}
          </a>
        ) : (
          <p className="text-slate-600">No phone number given.</p>
        )}
      </section>
    </div>
  );
}
