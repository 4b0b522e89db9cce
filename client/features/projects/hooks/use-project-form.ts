import { useRef, useState } from 'react';
import {
  hasErrors,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
} from '../model/project-form';

/** Values and checks of a project dialog; a failed check moves focus to the first bad field. */
export function useProjectForm(initial: ProjectFormValues, options: { requireCompany: boolean }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const companyRef = useRef<HTMLSelectElement>(null);

  function setField<K extends keyof ProjectFormValues>(field: K, value: ProjectFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the field is touched again; it comes back on the next submit.
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as keyof ProjectFormErrors];
      return next;
    });
  }

  /** True when the values may be sent. */
  function check(): boolean {
    const found = validateProjectForm(values, options);
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.companyId) companyRef.current?.focus();
    return !hasErrors(found);
  }

  function reset(next: ProjectFormValues = initial) {
    setValues(next);
    setErrors({});
  }

  return { values, errors, setField, check, reset, nameRef, companyRef };
}
