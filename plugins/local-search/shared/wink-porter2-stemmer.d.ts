// wink-porter2-stemmer ships without type declarations: one function, word in, Porter2 stem out.
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
