import { describe, expect, it } from 'vitest'
import { productKind } from './productKind.ts'

describe('productKind', () => {
  it.each([
    ['flat-pouches', 'buste-piatte', { kind: 'flat-pouch' }],
    ['gusseted-pouches', 'buste-con-soffietto', { kind: 'gusseted-pouch' }],
    ['self-sealing-pouches', 'buste-autosigillanti', { kind: 'self-sealing-pouch' }],
    ['flat-rolls', 'rotoli-piatti', { kind: 'flat-roll' }],
    ['gusseted-rolls', 'rotoli-soffiati', { kind: 'gusseted-roll' }],
    ['type-1', 'indicatori-tipo-1', { kind: 'indicator-tape' }],
    ['type-4-h', 'indicatori-tipo-4-h', { kind: 'indicator-strip', type: 4, agent: 'h2o2' }],
    ['type-5-h', 'indicatori-tipo-5-h', { kind: 'indicator-strip', type: 5, agent: 'eo' }],
    ['type-6', 'indicatori-tipo-6', { kind: 'indicator-strip', type: 6, agent: 'steam' }],
    ['bowie-dick-test', 'test-bowie-dick', { kind: 'bowie-dick' }],
    ['hollow-load-test', 'test-hollow-load', { kind: 'hollow-load' }],
    ['crepe-paper', 'carta-crespata', { kind: 'sheet', material: 'crepe' }],
    ['sms', 'sms', { kind: 'sheet', material: 'sms' }],
    ['absorbent-paper', 'carta-assorbente', { kind: 'absorbent-paper' }],
    ['dental-tray', 'dental-tray', { kind: 'dental-tray' }],
    ['paper-reels-indicators', 'bobine-carta-indicatori', { kind: 'paper-reel', print: 'indicators' }],
    ['laminated-film-reels', 'bobine-film-laminati', { kind: 'film-reel' }],
    ['tyvek-pouches', 'buste-tyvek', { kind: 'tyvek-pouch' }],
  ])('%s is drawn as %j', (en, it_, expected) => {
    expect(productKind(en, it_)).toEqual(expected)
  })
})
