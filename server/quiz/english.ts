/**
 * Is an answer written in English? The learners speak Ukrainian or Polish, so an answer in their
 * own language is the case to catch (issue 16): Cyrillic letters, Polish letters, or Polish (or
 * Ukrainian in Latin letters) function words that English does not have. An English answer with a
 * name or one borrowed word in it ("She ordered pierogi") stays English.
 */

import { sharedWordnet } from '../language/wordnet.ts';
import { frequentEnglish } from '../matching/embeddings.ts';

const knownEnglishWord = (w: string) => sharedWordnet().partsOfSpeech(w).length > 0;

/** Frequent Polish (and Latin-letter Ukrainian) words that are not English words too. */
const FOREIGN = new Set(
  `nie jest się sie że ze czy jak ale tak bo tylko już juz dla przez od był była było byli są sa będzie
  bedzie mam ma mają maja mnie mi jego jej ich pan pani bardzo dobrze wiem chce chcę chcial chciał chciała
  rano wieczorem dzień dzien dni godzin godziny złotych zlotych funtów funtow który ktory która ktora które
  ktore gdzie kiedy dlaczego ponieważ poniewaz oraz lub albo więc wiec też tez także takze jeszcze teraz
  potem przed nad pod przy bez sobie swoje swój swoj ją nim nią tam tutaj wszystko nic nikt zawsze nigdy może
  moze musi trzeba można mozna powiedział powiedziala powiedziała poszedł poszla poszła kupił kupila kupiła
  zamówił zamowil zamówiła zamowila lekarz lekarza lekarzem apteka apteki pokój pokoj pokoju kawę kawe
  kawa herbata herbatę woda wody jeden jedna dwa dwie trzy cztery pięć piec sześć szesc siedem osiem
  dziewięć dziesięć dziesiec tydzień tydzien miesiąc roku lat pracy praca pracuje mieszka mieszkanie
  dworzec ulica ulicy prosto lewo prawo w lewo skręcić skrecic idzie jechać jechac pociąg pociag samolot
  bilet bilety lotnisko mówi mowi mówił mowil ona ono oni żeby zeby bardziej mniej dużo duzo mało malo
  ya ne znayu vin vona vony tse shcho yak dlya bulo maye treba dobre kava chay likar z ze`.split(/\s+/),
);
/** Polish letters English never writes. */
const POLISH_LETTERS = /[ąćęłńśźżĄĆĘŁŃŚŹŻ]/;

export function isNotEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return false;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  // Mostly another script (Cyrillic, …): not English.
  if (latin / letters.length < 0.7) return true;
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const foreign = words.filter((w) => FOREIGN.has(w) || POLISH_LETTERS.test(w)).length;
  // Mostly words English does not have (neither a frequent word nor a WordNet lemma).
  const unknown = words.filter((w) => w.length > 1 && !frequentEnglish(w) && !knownEnglishWord(w)).length;
  // A lower-case "i" between words is Polish "and" (English writes "I").
  const signals = foreign + (/\S\s+i\s+\S/.test(text) ? 1 : 0);
  if (signals && words.length >= 2 && unknown >= 2 && unknown / words.length >= 0.5) return true;
  if (!foreign) return false;
  // One foreign word in a short answer ("Nie wiem" → 2 of 2), or a quarter of a longer one.
  return foreign >= 2 ? foreign / words.length >= 0.25 : words.length <= 2;
}
