import type { RECAST_PATTERNS } from '../../server/dialogue/recasts.ts';

/** A line with one planted mistake per pattern, and the line put right. */
export const PLANTED: Record<(typeof RECAST_PATTERNS)[number], [string, string]> = {
  article: ['I have question about this.', 'I have a question about this.'],
  'do-support': ['How much it costs?', 'How much does it cost?'],
  'question-order': ['Where I can find it?', 'Where can I find it?'],
  'indirect-question': ['Can you tell me where is the office?', 'Can you tell me where the office is?'],
  agree: ['I am agree with you.', 'I agree with you.'],
  'people-are': ['People is very nice here.', 'People are very nice here.'],
  'since-for': ['I live here since two years.', 'I have lived here for two years.'],
  'past-simple': ['Yesterday I go to the city centre.', 'Yesterday I went to the city centre.'],
  'make-do': ['I make my homework in the evening.', 'I do my homework in the evening.'],
  'explain-to': ['Can you explain me this?', 'Can you explain this to me?'],
  'missing-subject': ['Is very expensive.', "It's very expensive."],
  'prep-time': ['I am free in Monday.', 'I am free on Monday.'],
  'prep-place': ['I arrived to the city late.', 'I arrived at the city late.'],
  uncountable: ['Can you give me an advice?', 'Can you give me some advice?'],
  'plural-uncountable': ['Thank you for the informations.', 'Thank you for the information.'],
  age: ['I have 25 years.', 'I am 25 years old.'],
  'how-to-say': ['How to say this in English?', 'How do you say this in English?'],
  'very-like': ['I very like it here.', 'I really like it here.'],
  'third-person': ["He don't know about it.", "He doesn't know about it."],
  'dependent-prep': ['It depends from the day.', 'It depends on the day.'],
  'be-base': ['I am work in an office.', 'I work in an office.'],
};
