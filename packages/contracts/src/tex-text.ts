/*
 * Titles and abstracts of the corpus carry inline TeX math as their authors wrote it
 * ("$\ell_1$ regularization", "Spherical $k$-means", "CO$_2$ emissions"). Pages and e-mails show
 * it as readable text: Greek letters and symbols as Unicode characters, sub- and superscripts
 * as Unicode sub/superscript characters where every character has one (else `x_(…)`), font
 * commands as their letters. The stored text stays as the source gave it (BibTeX exports it).
 */

const SYMBOLS: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ϵ',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  vartheta: 'ϑ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  varpi: 'ϖ',
  rho: 'ρ',
  varrho: 'ϱ',
  sigma: 'σ',
  varsigma: 'ς',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'ϕ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
  ell: 'ℓ',
  infty: '∞',
  partial: '∂',
  nabla: '∇',
  forall: '∀',
  exists: '∃',
  emptyset: '∅',
  varnothing: '∅',
  hbar: 'ℏ',
  Re: 'ℜ',
  Im: 'ℑ',
  aleph: 'ℵ',
  wp: '℘',
  top: '⊤',
  bot: '⊥',
  perp: '⊥',
  cdot: '·',
  cdots: '⋯',
  ldots: '…',
  dots: '…',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  ast: '∗',
  star: '⋆',
  circ: '∘',
  bullet: '•',
  oplus: '⊕',
  otimes: '⊗',
  odot: '⊙',
  wedge: '∧',
  land: '∧',
  vee: '∨',
  lor: '∨',
  neg: '¬',
  lnot: '¬',
  cap: '∩',
  cup: '∪',
  setminus: '∖',
  in: '∈',
  notin: '∉',
  ni: '∋',
  subset: '⊂',
  subseteq: '⊆',
  supset: '⊃',
  supseteq: '⊇',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  ll: '≪',
  gg: '≫',
  approx: '≈',
  sim: '∼',
  simeq: '≃',
  cong: '≅',
  equiv: '≡',
  propto: '∝',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  gets: '←',
  leftrightarrow: '↔',
  Rightarrow: '⇒',
  Leftarrow: '⇐',
  Leftrightarrow: '⇔',
  mapsto: '↦',
  implies: '⇒',
  iff: '⇔',
  uparrow: '↑',
  downarrow: '↓',
  sum: '∑',
  prod: '∏',
  int: '∫',
  oint: '∮',
  sqrt: '√',
  prime: '′',
  mid: '|',
  vert: '|',
  Vert: '‖',
  '|': '‖',
  langle: '⟨',
  rangle: '⟩',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  triangle: '△',
  square: '□',
  dagger: '†',
  '{': '{',
  '}': '}',
  '%': '%',
  '&': '&',
  _: '_',
  '#': '#',
  $: '$',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  ' ': ' ',
  quad: ' ',
  qquad: '  ',
  left: '',
  right: '',
  big: '',
  Big: '',
  bigg: '',
  Bigg: '',
  bmod: ' mod ',
  pmod: ' mod ',
  doteq: '≐',
  limits: '',
  nolimits: '',
  displaystyle: '',
  textstyle: '',
};

/** Commands whose braced argument is shown as its letters (fonts, decorations). */
const FONTS = new Set([
  'mathrm',
  'mathit',
  'mathbf',
  'mathsf',
  'mathtt',
  'mathcal',
  'mathscr',
  'mathfrak',
  'boldsymbol',
  'bm',
  'text',
  'textrm',
  'textit',
  'textbf',
  'textsf',
  'texttt',
  'emph',
  'operatorname',
  'underline',
  'overline',
  'mbox',
  'hbox',
  'textnormal',
  'mathnormal',
]);

/** Accents over their argument, as combining characters. */
const ACCENTS: Record<string, string> = {
  hat: '\u0302',
  widehat: '\u0302',
  tilde: '\u0303',
  widetilde: '\u0303',
  bar: '\u0304',
  vec: '\u20d7',
  dot: '\u0307',
  ddot: '\u0308',
  check: '\u030c',
  breve: '\u0306',
  acute: '\u0301',
  grave: '\u0300',
};

const DOUBLE_STRUCK: Record<string, string> = {
  R: 'ℝ',
  N: 'ℕ',
  Z: 'ℤ',
  Q: 'ℚ',
  C: 'ℂ',
  P: 'ℙ',
  H: 'ℍ',
  E: '𝔼',
  '1': '𝟙',
};

const SUPER = mapOf(
  '0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWβγδθφχ*′',
  '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵝᵞᵟᶿᵠᵡ*′',
);
const SUB = mapOf('0123456789+-=()aehijklmnoprstuvxβγρφχ', '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ');

function mapOf(from: string, to: string): Map<string, string> {
  const a = Array.from(from);
  const b = Array.from(to);
  return new Map(a.map((ch, i) => [ch, b[i] as string]));
}

/** A math span starts at `$` followed by a non-space and ends at a `$` after a non-space, not before a digit. */
const MATH = /\$\$([^$]+?)\$\$|\$(?=\S)([^$]{1,400}?)(?<=\S)\$(?!\d)|\\\((.{1,400}?)\\\)/gs;

/** `text` with its inline TeX math spans written as readable Unicode text. */
export function readableTex(text: string): string {
  if (!text.includes('$') && !text.includes('\\(')) return text;
  return text.replace(MATH, (_whole, display?: string, inline?: string, paren?: string) =>
    mathText(display ?? inline ?? paren ?? ''),
  );
}

/** The readable text of one math span's content. */
export function mathText(source: string): string {
  const reader = new Reader(source);
  // NFC: a letter and its combining accent become one character where Unicode has it (ŷ).
  return reader.all().replace(/\s+/g, ' ').trim().normalize('NFC');
}

class Reader {
  private at = 0;
  constructor(private readonly s: string) {}

  /** The whole source; a stray closing brace is dropped. */
  all(): string {
    let out = this.sequence(Infinity);
    while (this.at < this.s.length) {
      this.at++; // an unmatched '}'
      out += this.sequence(Infinity);
    }
    return out;
  }

  /** Reads up to `max` atoms (or to the end / a closing brace) and returns their text. */
  sequence(max: number): string {
    let out = '';
    let atoms = 0;
    while (this.at < this.s.length && atoms < max) {
      const ch = this.s[this.at] as string;
      if (ch === '}') break;
      const piece = this.atom();
      // An operator name (\log, \max) after a letter or digit is a word of its own: "n log n".
      out += piece.startsWith(WORD) ? (/[\p{L}\p{N}]$/u.test(out) ? ' ' : '') + piece.slice(1) : piece;
      atoms++;
    }
    return out;
  }

  /** One atom: a group, a command with its arguments, a script, or one character. */
  private atom(): string {
    const ch = this.s[this.at] as string;
    if (ch === '{') return this.group();
    if (ch === '\\') return this.command();
    if (ch === '^' || ch === '_') {
      this.at++;
      return script(this.argument(), ch === '^' ? SUPER : SUB, ch);
    }
    this.at++;
    if (ch === '~') return ' ';
    if (ch === "'") return '′';
    return ch;
  }

  private group(): string {
    this.at++; // {
    const inner = this.sequence(Infinity);
    if (this.s[this.at] === '}') this.at++;
    return inner;
  }

  /** The argument of a command or script: a group, or one atom after optional spaces. */
  argument(): string {
    while (this.s[this.at] === ' ') this.at++;
    if (this.at >= this.s.length || this.s[this.at] === '}') return '';
    const piece = this.atom();
    return piece.startsWith(WORD) ? piece.slice(1) : piece;
  }

  private command(): string {
    this.at++; // backslash
    const rest = this.s.slice(this.at);
    const word = /^[A-Za-z]+/.exec(rest)?.[0];
    const name = word ?? rest[0] ?? '';
    this.at += name.length;
    return commandText(name, this);
  }
}

function commandText(name: string, reader: Reader): string {
  if (FONTS.has(name)) return reader.argument();
  if (name === 'mathbb') return Array.from(reader.argument(), (c) => DOUBLE_STRUCK[c] ?? c).join('');
  const accent = ACCENTS[name];
  if (accent !== undefined) {
    const base = reader.argument();
    return Array.from(base).length === 1 ? base + accent : base;
  }
  if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
    const num = reader.argument();
    const den = reader.argument();
    return `${wrap(num)}/${wrap(den)}`;
  }
  if (name === 'sqrt') return `√${wrap(reader.argument())}`;
  const symbol = SYMBOLS[name];
  if (symbol !== undefined) return symbol;
  // Braces lost on the way ("\mathbbE", "\sqrtT"): a known command followed by its argument's letters.
  const glued = GLUED.find((command) => name.startsWith(command) && name.length > command.length);
  if (glued !== undefined) return commandText(glued, new Reader(`{${name.slice(glued.length)}}`));
  // Operator names (\log, \max, \arg …) and anything unknown: the name as a word.
  return WORD + name;
}

/** Marks a command's output that is a word (an operator name). */
const WORD = '\u0001';

/** Commands with an argument, longest first, for names whose braces were lost. */
const GLUED = [...FONTS, ...Object.keys(ACCENTS), 'mathbb', 'sqrt'].sort((a, b) => b.length - a.length);

/** A fraction part or root in parentheses when it holds spaces or operators. */
function wrap(text: string): string {
  const t = text.trim();
  return /^[^\s+\-*/=,·×]+$/u.test(t) || t === '' ? t : `(${t})`;
}

/** A sub- or superscript in Unicode when every character has a form, else `_x` / `^(…)`. */
function script(content: string, forms: Map<string, string>, mark: string): string {
  const text = content.trim();
  if (text === '') return '';
  const chars = Array.from(text);
  if (chars.every((c) => forms.has(c))) return chars.map((c) => forms.get(c)).join('');
  if (mark === '^' && /^\*+$/.test(text)) return text;
  return /^[\p{L}\p{N}.]+$/u.test(text) || /^\(.*\)$/.test(text) ? `${mark}${text}` : `${mark}(${text})`;
}
