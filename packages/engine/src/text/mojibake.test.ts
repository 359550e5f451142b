import { describe, expect, it } from 'vitest';
import { repairMojibake } from './mojibake';

describe('repairMojibake: UTF-8 that was read as Windows-1252 or Latin-1', () => {
  it('decodes the garbled letters again (cases from the corpus)', () => {
    expect(repairMojibake('Ruhr-UniversitÃ¤t Bochum')).toBe('Ruhr-Universität Bochum');
    expect(repairMojibake('Instituto Superior TÃ©cnico')).toBe('Instituto Superior Técnico');
    expect(repairMojibake('Lina MarÃ\u00ada Paz')).toBe('Lina María Paz');
    expect(repairMojibake('Ä±')).toBe('ı');
    expect(repairMojibake('360Â° view')).toBe('360° view');
  });

  it('decodes punctuation read either way (Windows-1252 "â€™", Latin-1 control characters)', () => {
    expect(repairMojibake('the robotâ€™s arm')).toBe('the robot’s arm');
    expect(repairMojibake('the robotâ\u0080\u0099s arm')).toBe('the robot’s arm');
    expect(repairMojibake('a â\u0080\u0093 b')).toBe('a – b');
  });

  it('undoes a text garbled twice', () => {
    expect(repairMojibake('systemÃ¢Â€Â™s')).toBe('system’s');
  });

  it('leaves real text alone, accented or not', () => {
    for (const text of [
      'Technical University of Košice',
      'Universität Stuttgart',
      'Ângelo Cardoso',
      'Hông-Ân Sandlin',
      'Åsa Öberg, École Polytechnique',
      'âge, Â la carte',
      'plain ASCII',
    ]) {
      expect(repairMojibake(text)).toBe(text);
    }
  });

  it('leaves the garblings it cannot undo exactly', () => {
    // A Mac reading of Latin-1: "š" is a real letter elsewhere ("Košice"), so no rule can tell.
    expect(repairMojibake('Technische Universitšt Braunschweig')).toBe('Technische Universitšt Braunschweig');
    // The replacement character has lost the byte.
    expect(repairMojibake('Technische Universit\uFFFDt Berlin')).toBe('Technische Universit\uFFFDt Berlin');
    // A repair that would leave a control character is not made.
    expect(repairMojibake('aÂ\u0080b')).toBe('aÂ\u0080b');
  });
});
