import { describe, expect, it } from 'vitest';
import { mathText, readableTex } from './tex-text';

describe('readableTex', () => {
  it.each([
    ['A Faster Sampling Algorithm for Spherical $k$-means', 'A Faster Sampling Algorithm for Spherical k-means'],
    [
      'Learning Scale Free Networks by Reweighted $\\ell_1$ regularization',
      'Learning Scale Free Networks by Reweighted ℓ₁ regularization',
    ],
    ['$K^2$-GNN: Multiple Users', 'K²-GNN: Multiple Users'],
    ['Ada$^2$NPT: An Adaptive', 'Ada²NPT: An Adaptive'],
    ['$E^{3}$Gen: Efficient', 'E³Gen: Efficient'],
    ['Impact of CO$_2$ Emissions', 'Impact of CO₂ Emissions'],
    ['$\\mathcal{X}$-Armed Bandits', 'X-Armed Bandits'],
    ['via $\\underline{M}$ask-Based $\\underline{A}$ttention', 'via Mask-Based Attention'],
    ['Action-Conditional $β$-VAE', 'Action-Conditional β-VAE'],
    ['On the Estimation of $\\alpha$-Divergences', 'On the Estimation of α-Divergences'],
    ['Robustness to uniform $\\ell_p$ and Gaussian noise', 'Robustness to uniform ℓₚ and Gaussian noise'],
    ['Dimensionality Reduced $\\ell^{0}$-Sparse', 'Dimensionality Reduced ℓ⁰-Sparse'],
    ['the $p*$ model', 'the p* model'],
    ['$\\pi_{0.5}$: a model', 'π_0.5: a model'],
    ['in $O(n \\log n)$ time', 'in O(n log n) time'],
    ['for $x \\in \\mathbb{R}^d$', 'for x ∈ ℝᵈ'],
    ['rate $\\frac{1}{\\sqrt{T}}$ and $\\frac{a+b}{2}$', 'rate 1/√T and (a+b)/2'],
    ['the estimate $\\hat{y}$', 'the estimate ŷ'],
    ['with $x_{i,j}$ entries', 'with x_(i,j) entries'],
    ['a \\(\\beta\\)-mixing process', 'a β-mixing process'],
    ['$ANFluid: Animate Natural Fluid Photos$', 'ANFluid: Animate Natural Fluid Photos'],
  ])('%s', (tex, text) => {
    expect(readableTex(tex)).toBe(text);
  });

  it('leaves dollar amounts and text without math alone', () => {
    expect(readableTex('It costs $5 and $10 per query.')).toBe('It costs $5 and $10 per query.');
    expect(readableTex('A grant of $ 20 million$ was not math')).toBe('A grant of $ 20 million$ was not math');
    expect(readableTex('No math at all')).toBe('No math at all');
  });

  it('never throws on unbalanced or odd input', () => {
    for (const odd of ['$\\frac{1}$', '${{{x$', '$}}}$', '$\\$', '$x^$', '$\\unknowncmd{y}$', '$_$']) {
      expect(() => readableTex(odd)).not.toThrow();
    }
    expect(mathText('\\unknowncmd{y}')).toBe('unknowncmdy');
    expect(mathText('x^')).toBe('x');
    expect(mathText('a}b')).toBe('ab');
  });
});

describe('mathText', () => {
  it('sets operator names apart from the letters before them', () => {
    expect(mathText('O(n\\log n)')).toBe('O(n log n)');
    expect(mathText('\\log(KT)')).toBe('log(KT)');
    expect(mathText('2^{\\log n}')).toBe('2^(log n)');
  });

  it('reads commands whose braces were lost in the source', () => {
    expect(mathText('\\mathbbE_i F_i')).toBe('𝔼ᵢ Fᵢ');
    expect(mathText('O(d^3/2\\sqrtT)')).toBe('O(d³/2√T)');
    expect(mathText('a \\bmod b')).toBe('a mod b');
  });

  it('does not wrap a script that is already in parentheses', () => {
    expect(mathText('\\mathbf{P}^{(X,Y)}')).toBe('P^(X,Y)');
  });
});
