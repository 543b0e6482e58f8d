import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LabelReading } from '@pawrx/formulary/label/parse-label';
import { otherAnimalName } from '@pawrx/formulary/label/animal-name';
import { FromLabelMark } from '../../label-scan/components/from-label-mark';
import { labelToForm, stillFromLabel, type LabelFill } from '../utils/label-to-form';
import type { MedicationFormInput, MedicationFormValues } from '../utils/medication-form';

type Form = UseFormReturn<MedicationFormInput, unknown, MedicationFormValues>;

/**
 * The add-medication form's side of Scan label (issue 28): fills the fields the label gives,
 * marks each "from label · check it" while it still holds the label's value, and remembers a
 * label printed for another animal so the form asks before saving.
 */
export function useLabelFill(form: Form, petName: string) {
  const [fill, setFill] = useState<LabelFill>({});
  const [labelFor, setLabelFor] = useState<string | null>(null);
  const values = useWatch({ control: form.control });

  const apply = (reading: LabelReading) => {
    const next = labelToForm(reading);
    for (const [key, value] of Object.entries(next) as Array<[keyof LabelFill, never]>) {
      form.setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    setFill(next);
    setLabelFor(otherAnimalName(reading.animal.name, petName));
  };

  /** The field's "from label · check it" mark, while it holds what the label filled in. */
  const mark = (key: keyof LabelFill) =>
    stillFromLabel(fill, key, values[key]) ? <FromLabelMark /> : undefined;

  const clear = () => {
    setFill({});
    setLabelFor(null);
  };

  return { apply, mark, labelFor, clear, filled: Object.keys(fill).length > 0 };
}
