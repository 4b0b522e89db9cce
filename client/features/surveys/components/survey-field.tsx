import { useState, type ComponentProps, type ReactNode } from 'react';
import { Camera } from 'lucide-react';
import type { FieldType, RepeatItemField, TemplateField } from '../../../../common/schemas/templates';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { fromInputText, sameValue, toInputText, type FormValue } from '../model/field-values';
import { buildingOfAnswer } from '../model/place-fields';

export const fieldInputId = (name: string) => `survey-field-${name}`;

export interface SurveyFieldProps {
  field: TemplateField | RepeatItemField;
  /** The input's id (a repeat item's fields have their own). */
  id?: string;
  /** Its number in the form, or none (a repeat item's fields). */
  number: number | null;
  value: unknown;
  error: string | null;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  /** A repeat group's items, drawn by the form (they hold fields of their own). */
  renderGroup?: () => ReactNode;
  /**
   * The building field's choice of the project's buildings (DESIGN §15), offered as it is typed.
   * The answer is the building's name, which the server resolves to that building (without case).
   */
  buildings?: readonly { id: string; name: string }[] | undefined;
}

const CHECK = 'size-5 shrink-0 accent-primary';

/** How each type's field is laid out: a legend over several controls (or a whole group), and the form's full width. */
const LAYOUT = {
  text: { grouped: false, wide: false },
  number: { grouped: false, wide: false },
  select: { grouped: false, wide: false },
  textarea: { grouped: false, wide: true },
  checkbox: { grouped: false, wide: false },
  multiselect: { grouped: true, wide: true },
  date: { grouped: false, wide: false },
  photo: { grouped: true, wide: false },
  repeat: { grouped: true, wide: true },
} satisfies Record<FieldType, { grouped: boolean; wide: boolean }>;

/**
 * One template field with its label, help and error: text, number (its min and max), select,
 * textarea, checkbox, multiselect (a group of checkboxes), date, photo (how many photos carry its
 * label) and a repeat group (drawn by the form through renderGroup).
 */
export function SurveyField({ field, id: givenId, number, value, error, onChange, onBlur, renderGroup, buildings }: SurveyFieldProps) {
  const id = givenId ?? fieldInputId(field.name);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
  };
  const title = (
    <>
      {number !== null && `${number}. `}
      {field.label}
      {field.required && (
        <span className="ml-0.5 text-destructive" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  // A type this build does not know (a template newer than the app) is answered as text.
  const { grouped, wide } = LAYOUT[field.type] ?? LAYOUT.text;
  const textInput = () => (
    <Input {...common} value={toInputText(value)} placeholder={field.placeholder} onChange={(event) => onChange(fromInputText('text', event.target.value))} />
  );

  // A case per field type: a new type does not compile until it has its input.
  let control: ReactNode;
  switch (field.type) {
    case 'text':
      control = buildings && buildings.length > 0 ? <BuildingInput {...common} buildings={buildings} value={value} placeholder={field.placeholder} onValueChange={onChange} /> : textInput();
      break;
    case 'number':
      control = <NumberInput {...common} value={value} min={field.min} max={field.max} placeholder={field.placeholder} onValueChange={onChange} />;
      break;
    case 'select': {
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
      break;
    }
    case 'textarea':
      control = (
        <Textarea
          {...common}
          value={toInputText(value)}
          placeholder={field.placeholder}
          onChange={(event) => onChange(fromInputText('textarea', event.target.value))}
        />
      );
      break;
    case 'checkbox':
      control = (
        <label
          htmlFor={id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 py-2 text-base font-medium sm:text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40"
        >
          <input {...common} type="checkbox" className={CHECK} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {title}
        </label>
      );
      break;
    case 'multiselect': {
      const chosen = Array.isArray(value) ? value.filter((option): option is string => typeof option === 'string') : [];
      const options = field.options ?? [];
      // Chosen options the template no longer offers stay listed, so they can be seen and unticked.
      const shown = [...options, ...chosen.filter((option) => !options.includes(option))];
      control = (
        <div className="grid gap-1 sm:grid-cols-2">
          {shown.map((option, index) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-base sm:text-sm hover:bg-muted">
              <input
                type="checkbox"
                className={CHECK}
                id={index === 0 ? id : undefined}
                name={field.name}
                value={option}
                aria-invalid={error ? true : undefined}
                checked={chosen.includes(option)}
                onBlur={onBlur}
                onChange={(event) => {
                  const next = shown.filter((candidate) => (candidate === option ? event.target.checked : chosen.includes(candidate)));
                  onChange(next.length === 0 ? null : next);
                }}
              />
              {option}
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'date':
      control = <Input {...common} type="date" value={toInputText(value)} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} />;
      break;
    case 'photo': {
      const have = typeof value === 'number' ? value : 0;
      const want = field.photoCount ?? 1;
      control = (
        <div id={id} tabIndex={-1} className="flex min-h-11 items-start gap-3 rounded-md border border-dashed border-input px-3 py-2 text-sm">
          <Camera className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-0.5">
            <span className={cn('font-semibold tabular-nums', have >= want ? 'text-green-700' : 'text-foreground')}>
              {have} of {want} {want === 1 ? 'photo' : 'photos'}
            </span>
            {/* The photo panel takes no label at capture: the surveyor labels the photos there. */}
            <span className="text-muted-foreground">
              Label the photos ‘{field.label}’ in Capture Photos below.
            </span>
          </div>
        </div>
      );
      break;
    }
    case 'repeat':
      control = renderGroup?.();
      break;
    default:
      field satisfies never;
      control = textInput();
  }

  const help = field.help && (
    <p id={helpId} className="text-sm text-muted-foreground">
      {field.help}
    </p>
  );
  const errorLine = error && (
    <p id={errorId} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
  const className = cn('grid content-start gap-2', wide && 'sm:col-span-2');

  if (grouped) {
    return (
      <fieldset className={cn(className, 'm-0 min-w-0 border-0 p-0')} aria-describedby={describedBy}>
        <legend className="mb-2 text-sm leading-snug font-medium">{title}</legend>
        {control}
        {help}
        {errorLine}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {field.type !== 'checkbox' && (
        <Label htmlFor={id} className="leading-snug">
          {title}
        </Label>
      )}
      {control}
      {help}
      {errorLine}
    </div>
  );
}

type BuildingInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'list'> & {
  buildings: readonly { id: string; name: string }[];
  value: unknown;
  onValueChange: (value: FormValue) => void;
};

/**
 * The building field: one of the project's buildings, offered as the surveyor types (a list
 * under the field), or a new one's name, which the server adds to the project's buildings (its
 * floors following the answers until someone sets them). Says which it is.
 */
function BuildingInput({ buildings, value, onValueChange, ...props }: BuildingInputProps) {
  const listId = `${props.id ?? 'building'}-choices`;
  const text = toInputText(value);
  const known = buildingOfAnswer(value, buildings);
  return (
    <>
      <Input {...props} list={listId} autoComplete="off" value={text} onChange={(event) => onValueChange(fromInputText('text', event.target.value))} />
      <datalist id={listId}>
        {buildings.map((building) => (
          <option key={building.id} value={building.name} />
        ))}
      </datalist>
      <p className="m-0 text-xs text-muted-foreground" data-testid="building-choice">
        {text.trim() === ''
          ? `The project's buildings: ${buildings.map((building) => building.name).join(', ')}.`
          : known
            ? `Building ${known.name} of this project.`
            : `A new building, ${text.trim()}, is added to the project.`}
      </p>
    </>
  );
}

type NumberInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  value: unknown;
  min: number | undefined;
  max: number | undefined;
  onValueChange: (value: FormValue) => void;
};

/**
 * A number input keeps its own text, so '1.' or '0.0' (or '-' on the way to '-1') can be typed
 * while the form stores numbers; a value changed from elsewhere (another surveyor) replaces the
 * text. A field that takes negatives (a basement floor) is a text input with a numeric pattern:
 * a phone's decimal keypad has no minus sign.
 */
function NumberInput({ value, min, max, onValueChange, ...props }: NumberInputProps) {
  const [text, setText] = useState(() => toInputText(value));
  const [shown, setShown] = useState<unknown>(value);
  if (!sameValue(shown, value)) {
    setShown(value);
    if (!sameValue(fromInputText('number', text), value)) setText(toInputText(value));
  }
  const lowest = min ?? 0;
  const keypad =
    lowest < 0
      ? ({ type: 'text', inputMode: 'text', pattern: '-?[0-9]*[.]?[0-9]*', autoComplete: 'off' } as const)
      : ({ type: 'number', inputMode: 'decimal', min: lowest, max, step: 'any' } as const);
  return (
    <Input
      {...props}
      {...keypad}
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
