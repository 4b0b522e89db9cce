/** A filled unit form of about the size surveyors leave (a few dozen fields), the same on both sides of a bench. */
export function benchFormData(n: number): Record<string, string | number | boolean> {
  const form: Record<string, string | number | boolean> = { unitNumber: `U-${n}`, floor: (n % 12) + 1, accessible: n % 2 === 0 };
  for (let i = 0; i < 30; i++) form[`field${i}`] = `value ${i} of location ${n}, noted on site`;
  return form;
}

/** One autosave: the field a surveyor just typed into, with the survey version the app last saw. */
export function autosaveBody(counter: number, baseVersion: number | undefined): string {
  return JSON.stringify({ formData: { notes: `typed ${counter}`, [`field${counter % 30}`]: `edited ${counter}` }, ...(baseVersion ? { baseVersion } : {}) });
}
