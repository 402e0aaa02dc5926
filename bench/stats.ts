/** The middle value of a bench's runs (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
