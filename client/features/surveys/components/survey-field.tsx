import { useState, type ComponentProps } from 'react';
import type { TemplateField } from '../../../../common/schemas/templates';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { fromInputText, sameValue, toInputText, type FormValue } from '../model/field-values';

export const fieldInputId = (name: string) => `survey-field-${name}`;

export interface SurveyFieldProps {
  field: TemplateField;
  number: number;
  value: unknown;
  error: string | null;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
}

/** One numbered template field (text, number, select or textarea) with its label and error. */
export function SurveyField({ field, number, value, error, onChange, onBlur }: SurveyFieldProps) {
  const id = fieldInputId(field.name);
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur,
  };

  let control;
  if (field.type === 'number') {
    control = <NumberInput {...common} value={value} placeholder={field.placeholder} onValueChange={onChange} />;
  } else if (field.type === 'select') {
    const text = toInputText(value);
    const options = field.options ?? [];
    control = (
      <NativeSelect {...common} value={text} onChange={(event) => onChange(fromInputText('select', event.target.value))}>
        <option value="">Select…</option>
        {/* A stored value the template no longer offers stays visible rather than silently blank. */}
        {text !== '' && !options.includes(text) && <option value={text}>{text}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (field.type === 'textarea') {
    control = (
      <Textarea
        {...common}
        value={toInputText(value)}
        placeholder={field.placeholder}
        onChange={(event) => onChange(fromInputText('textarea', event.target.value))}
      />
    );
  } else {
    control = (
      <Input
        {...common}
        value={toInputText(value)}
        placeholder={field.placeholder}
        onChange={(event) => onChange(fromInputText('text', event.target.value))}
      />
    );
  }

  return (
    <div className={field.type === 'textarea' ? 'grid content-start gap-2 sm:col-span-2' : 'grid content-start gap-2'}>
      <Label htmlFor={id} className="leading-snug">
        {number}. {field.label}
        {field.required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {control}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type NumberInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: unknown;
  onValueChange: (value: FormValue) => void;
};

/**
 * A number input keeps its own text, so '1.' or '0.0' can be typed on the way to '1.5' while the
 * form stores numbers; a value changed from elsewhere (another surveyor) replaces the text.
 */
function NumberInput({ value, onValueChange, ...props }: NumberInputProps) {
  const [text, setText] = useState(() => toInputText(value));
  const [shown, setShown] = useState<unknown>(value);
  if (!sameValue(shown, value)) {
    setShown(value);
    if (!sameValue(fromInputText('number', text), value)) setText(toInputText(value));
  }
  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={text}
      onChange={(event) => {
        const next = fromInputText('number', event.target.value);
        setText(event.target.value);
        setShown(next);
        onValueChange(next);
      }}
    />
  );
}
