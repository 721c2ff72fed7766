import { describe, expect, it } from "vitest";
import {
  adjustRate,
  divideRoundHalfUp,
  durationBand,
  estimateSavings,
  splitHours,
  weeksFaster,
} from "../../../src/domain/calculator";
import {
  type CalculatorInputs,
  DEFAULT_INPUTS,
  LOCATIONS,
  PROJECT_TYPES,
  type ProjectTypeId,
} from "../../../src/domain/calculatorRates";
import {
  formatCents,
  formatRate,
  formatUsd,
  formatUsdExact,
} from "../../../src/views/home/calculator/format";

/** Every expected figure below is worked out by hand in the comment beside it. */
const inputs = (overrides: Partial<CalculatorInputs>): CalculatorInputs => ({
  ...DEFAULT_INPUTS,
  ...overrides,
});

interface Expected {
  platform: number;
  traditional: number;
  savings: number;
  percent: number;
  weeksFaster: number;
  rates?: [number, number, number];
}

function expectEstimate(given: CalculatorInputs, expected: Expected) {
  const result = estimateSavings(given);
  expect(result.platformCost).toBe(expected.platform);
  expect(result.traditionalCost).toBe(expected.traditional);
  expect(result.savings).toBe(expected.savings);
  expect(result.savingsPercent).toBe(expected.percent);
  expect(result.weeksFaster).toBe(expected.weeksFaster);
  if (expected.rates) {
    const { base, overtime, sundayHoliday } = result.suggestedRates;
    expect([base, overtime, sundayHoliday]).toEqual(expected.rates);
  }
}

describe("the defaults (Robot Programming, 3 weeks, 40 h, 7 specialists, Michigan)", () => {
  it("match the worked example", () => {
    // platform: 40 x 80 = 3,200 a week; x 1 (Michigan) x 1.2 (1-4 weeks) x 7 x 3 = 80,640
    // manufacturer: 40 x 136 = 5,440; x 1.2 x 7 x 3 = 137,088; savings 56,448 = 41.18 % -> 41
    // weeks faster: floor(3 x 0.4) = 1; rates 80/104/128 x 1.2 = 96.00 / 124.80 / 153.60
    expectEstimate(DEFAULT_INPUTS, {
      platform: 80_640,
      traditional: 137_088,
      savings: 56_448,
      percent: 41,
      weeksFaster: 1,
      rates: [96, 124.8, 153.6],
    });
  });

  it("reports the rates and multipliers it applied", () => {
    const { applied, highHours } = estimateSavings(DEFAULT_INPUTS);
    expect(applied.projectType.name).toBe("Robot Programming");
    expect(applied.hours).toEqual({ base: 40, overtime: 0, sundayHoliday: 0 });
    expect(applied.location).toEqual({ id: "michigan", name: "Michigan", multiplier: 1, known: true });
    expect(applied.duration.multiplier).toBe(1.2);
    expect(applied.weeklyPlatformCost).toBe(3_200);
    expect(applied.weeklyManufacturerCost).toBe(5_440);
    expect(highHours).toBe(false);
  });
});

describe("every project type at the default inputs (x 25.2 = 1 x 1.2 x 7 x 3)", () => {
  it.each<[ProjectTypeId, Expected]>([
    // 3,200 / 5,440 a week
    [
      "robot-programming",
      {
        platform: 80_640,
        traditional: 137_088,
        savings: 56_448,
        percent: 41,
        weeksFaster: 1,
        rates: [96, 124.8, 153.6],
      },
    ],
    // 3,600 / 6,120 a week: 90,720 / 154,224; 1 - 90/153 = 41.18 %; 90/117/144 x 1.2
    [
      "plc-controls",
      {
        platform: 90_720,
        traditional: 154_224,
        savings: 63_504,
        percent: 41,
        weeksFaster: 1,
        rates: [108, 140.4, 172.8],
      },
    ],
    [
      "mechanical-design",
      {
        platform: 80_640,
        traditional: 137_088,
        savings: 56_448,
        percent: 41,
        weeksFaster: 1,
        rates: [96, 124.8, 153.6],
      },
    ],
    // 2,800 / 4,760 a week: 70,560 / 119,952; 70/91/112 x 1.2
    [
      "industrial-electrician",
      {
        platform: 70_560,
        traditional: 119_952,
        savings: 49_392,
        percent: 41,
        weeksFaster: 1,
        rates: [84, 109.2, 134.4],
      },
    ],
    // 2,400 / 4,080 a week: 60,480 / 102,816; 60/78/96 x 1.2
    [
      "machine-builder",
      {
        platform: 60_480,
        traditional: 102_816,
        savings: 42_336,
        percent: 41,
        weeksFaster: 1,
        rates: [72, 93.6, 115.2],
      },
    ],
    [
      "emergency-repair",
      {
        platform: 80_640,
        traditional: 137_088,
        savings: 56_448,
        percent: 41,
        weeksFaster: 1,
        rates: [96, 124.8, 153.6],
      },
    ],
  ])("%s", (projectType, expected) => {
    expectEstimate(inputs({ projectType }), expected);
  });

  it("covers every project type of the table", () => {
    expect(PROJECT_TYPES.map((type) => type.name)).toEqual([
      "Robot Programming",
      "PLC Programming / Controls Engineer",
      "Mechanical Design",
      "Industrial Electrician",
      "Machine Builder",
      "Emergency Repair",
    ]);
  });
});

describe("duration bands, edges included (Robot Programming, 40 h, 1 specialist, Michigan)", () => {
  it.each<[number, number, Expected]>([
    // 3,200 x 1.2 x 1 = 3,840; 5,440 x 1.2 = 6,528; floor(0.4) = 0
    [1, 1.2, { platform: 3_840, traditional: 6_528, savings: 2_688, percent: 41, weeksFaster: 0 }],
    // 3,200 x 1.2 x 4 = 15,360; 5,440 x 4.8 = 26,112; floor(1.6) = 1
    [
      4,
      1.2,
      {
        platform: 15_360,
        traditional: 26_112,
        savings: 10_752,
        percent: 41,
        weeksFaster: 1,
        rates: [96, 124.8, 153.6],
      },
    ],
    // 3,200 x 5 = 16,000; 5,440 x 5 = 27,200; floor(2.0) = 2
    [
      5,
      1,
      {
        platform: 16_000,
        traditional: 27_200,
        savings: 11_200,
        percent: 41,
        weeksFaster: 2,
        rates: [80, 104, 128],
      },
    ],
    // 3,200 x 11 = 35,200; 5,440 x 11 = 59,840; floor(4.4) = 4
    [11, 1, { platform: 35_200, traditional: 59_840, savings: 24_640, percent: 41, weeksFaster: 4 }],
    // 3,200 x 0.9 x 12 = 34,560; 5,440 x 10.8 = 58,752; floor(4.8) = 4
    [
      12,
      0.9,
      {
        platform: 34_560,
        traditional: 58_752,
        savings: 24_192,
        percent: 41,
        weeksFaster: 4,
        rates: [72, 93.6, 115.2],
      },
    ],
    // 3,200 x 21.6 = 69,120; 5,440 x 21.6 = 117,504; floor(9.6) = 9
    [24, 0.9, { platform: 69_120, traditional: 117_504, savings: 48_384, percent: 41, weeksFaster: 9 }],
    // 3,200 x 0.85 x 25 = 68,000; 5,440 x 21.25 = 115,600; floor(10) = 10
    [
      25,
      0.85,
      {
        platform: 68_000,
        traditional: 115_600,
        savings: 47_600,
        percent: 41,
        weeksFaster: 10,
        rates: [68, 88.4, 108.8],
      },
    ],
    // 3,200 x 44.2 = 141,440; 5,440 x 44.2 = 240,448; floor(20.8) = 20
    [52, 0.85, { platform: 141_440, traditional: 240_448, savings: 99_008, percent: 41, weeksFaster: 20 }],
  ])("%i weeks use multiplier %d", (weeks, multiplier, expected) => {
    expect(durationBand(weeks).multiplier).toBe(multiplier);
    expectEstimate(inputs({ weeks, teamSize: 1 }), expected);
  });
});

describe("the hours split (Robot Programming, 5 weeks at x 1, 1 specialist, Michigan)", () => {
  it.each<[number, { base: number; overtime: number; sundayHoliday: number }, boolean, Expected]>([
    // 40 x 80 = 3,200 and 40 x 136 = 5,440 a week, x 5
    [
      40,
      { base: 40, overtime: 0, sundayHoliday: 0 },
      false,
      { platform: 16_000, traditional: 27_200, savings: 11_200, percent: 41, weeksFaster: 2 },
    ],
    // 3,200 + 104 = 3,304; 5,440 + 204 = 5,644; 2,340 / 5,644 = 41.46 % -> 41
    [
      41,
      { base: 40, overtime: 1, sundayHoliday: 0 },
      false,
      { platform: 16_520, traditional: 28_220, savings: 11_700, percent: 41, weeksFaster: 2 },
    ],
    // 3,200 + 20 x 104 = 5,280; 5,440 + 20 x 204 = 9,520; 4,240 / 9,520 = 44.54 % -> 45
    [
      60,
      { base: 40, overtime: 20, sundayHoliday: 0 },
      false,
      { platform: 26_400, traditional: 47_600, savings: 21_200, percent: 45, weeksFaster: 2 },
    ],
    // 5,280 + 128 = 5,408; 9,520 + 272 = 9,792; 4,384 / 9,792 = 44.77 % -> 45
    [
      61,
      { base: 40, overtime: 20, sundayHoliday: 1 },
      true,
      { platform: 27_040, traditional: 48_960, savings: 21_920, percent: 45, weeksFaster: 2 },
    ],
    // 5,280 + 10 x 128 = 6,560; 9,520 + 10 x 272 = 12,240; 5,680 / 12,240 = 46.41 % -> 46
    [
      70,
      { base: 40, overtime: 20, sundayHoliday: 10 },
      true,
      { platform: 32_800, traditional: 61_200, savings: 28_400, percent: 46, weeksFaster: 2 },
    ],
  ])("%i hours a week", (hoursPerWeek, split, warning, expected) => {
    expect(splitHours(hoursPerWeek)).toEqual(split);
    expect(estimateSavings(inputs({ hoursPerWeek, weeks: 5, teamSize: 1 })).highHours).toBe(warning);
    expectEstimate(inputs({ hoursPerWeek, weeks: 5, teamSize: 1 }), expected);
  });
});

describe("team size", () => {
  it.each<[number, Expected]>([
    // 3,200 x 1.2 x 3 = 11,520; 5,440 x 3.6 = 19,584
    [1, { platform: 11_520, traditional: 19_584, savings: 8_064, percent: 41, weeksFaster: 1 }],
    // x 20: 230,400 / 391,680
    [20, { platform: 230_400, traditional: 391_680, savings: 161_280, percent: 41, weeksFaster: 1 }],
  ])("%i specialists", (teamSize, expected) => {
    expectEstimate(inputs({ teamSize }), expected);
  });
});

describe("every location (defaults otherwise: 80,640 and 137,088 before the location multiplier)", () => {
  const times1 = {
    platform: 80_640,
    traditional: 137_088,
    savings: 56_448,
    rates: [96, 124.8, 153.6],
  } as const;
  // 88,704 and 150,796.8 -> 150,797; savings 150,797 - 88,704 = 62,093; 96/124.8/153.6 x 1.1
  const times11 = {
    platform: 88_704,
    traditional: 150_797,
    savings: 62_093,
    rates: [105.6, 137.28, 168.96],
  } as const;
  // 96,768 and 164,505.6 -> 164,506
  const times12 = {
    platform: 96_768,
    traditional: 164_506,
    savings: 67_738,
    rates: [115.2, 149.76, 184.32],
  } as const;
  // 104,832 and 178,214.4 -> 178,214
  const times13 = {
    platform: 104_832,
    traditional: 178_214,
    savings: 73_382,
    rates: [124.8, 162.24, 199.68],
  } as const;
  // 112,896 and 191,923.2 -> 191,923
  const times14 = {
    platform: 112_896,
    traditional: 191_923,
    savings: 79_027,
    rates: [134.4, 174.72, 215.04],
  } as const;
  // 129,024 and 219,340.8 -> 219,341
  const times16 = {
    platform: 129_024,
    traditional: 219_341,
    savings: 90_317,
    rates: [153.6, 199.68, 245.76],
  } as const;

  const table = [
    ["michigan", 1, times1],
    ["south-carolina", 1, times1],
    ["texas", 1.1, times11],
    ["ohio", 1.1, times11],
    ["tennessee", 1.1, times11],
    ["kentucky", 1.1, times11],
    ["california", 1.6, times16],
    ["alabama", 1.4, times14],
    ["north-carolina", 1.2, times12],
    ["minnesota", 1.3, times13],
    ["indiana", 1.1, times11],
    ["wisconsin", 1.2, times12],
    ["ontario", 1.3, times13],
    ["illinois", 1.1, times11],
    ["pennsylvania", 1.2, times12],
    ["atlantis", 1, times1],
    ["", 1, times1],
  ] as const;

  it.each(table)("%s (x %d)", (location, multiplier, figures) => {
    const result = estimateSavings(inputs({ location }));
    expect(result.applied.location.multiplier).toBe(multiplier);
    expectEstimate(inputs({ location }), {
      platform: figures.platform,
      traditional: figures.traditional,
      savings: figures.savings,
      percent: 41,
      weeksFaster: 1,
      rates: [...figures.rates],
    });
  });

  it("lists every location of the spec, in order, and marks an unknown one", () => {
    expect(LOCATIONS.map((location) => location.name)).toEqual([
      "Michigan",
      "South Carolina",
      "Texas",
      "Ohio",
      "Tennessee",
      "Kentucky",
      "California",
      "Alabama",
      "North Carolina",
      "Minnesota",
      "Indiana",
      "Wisconsin",
      "Ontario",
      "Illinois",
      "Pennsylvania",
    ]);
    expect(table.filter(([id]) => LOCATIONS.some((l) => l.id === id))).toHaveLength(LOCATIONS.length);
    expect(estimateSavings(inputs({ location: "atlantis" })).applied.location.known).toBe(false);
  });
});

describe("rounding", () => {
  it("rounds money half up to whole dollars (exact half: PLC, 41 h, 5 weeks, 1 specialist)", () => {
    // manufacturer week: 40 x 153 + 229.5 = 6,349.5; x 5 = 31,747.5 -> 31,748
    // platform week: 40 x 90 + 117 = 3,717; x 5 = 18,585; 2,632.5 / 6,349.5 = 41.46 % -> 41
    const result = estimateSavings(
      inputs({ projectType: "plc-controls", hoursPerWeek: 41, weeks: 5, teamSize: 1 }),
    );
    expect(result.applied.weeklyManufacturerCost).toBe(6_349.5);
    expectEstimate(inputs({ projectType: "plc-controls", hoursPerWeek: 41, weeks: 5, teamSize: 1 }), {
      platform: 18_585,
      traditional: 31_748,
      savings: 13_163,
      percent: 41,
      weeksFaster: 2,
    });
  });

  it("rounds money below a half down (Alabama: 191,923.2 -> 191,923)", () => {
    expect(estimateSavings(inputs({ location: "alabama" })).traditionalCost).toBe(191_923);
  });

  it("rounds savings from the exact costs, as the formula says (not the difference of rounded costs)", () => {
    // Robot Programming, 41 h, Texas, 1 week, 2 specialists: x 1.1 x 1.2 x 2 x 1 = x 2.64
    // platform 3,304 x 2.64 = 8,722.56 -> 8,723; manufacturer 5,644 x 2.64 = 14,900.16 -> 14,900
    // savings 14,900.16 - 8,722.56 = 6,177.60 -> 6,178 (the rounded costs' difference is 6,177)
    const result = estimateSavings(inputs({ hoursPerWeek: 41, location: "texas", weeks: 1, teamSize: 2 }));
    expect([result.platformCost, result.traditionalCost, result.savings]).toEqual([8_723, 14_900, 6_178]);
  });

  it("61 hours at the defaults: 246,758.40 - 136,281.60 = 110,476.80 -> $110,477", () => {
    const result = estimateSavings(inputs({ hoursPerWeek: 61 }));
    expect([result.traditionalCost, result.platformCost, result.savings]).toEqual([
      246_758, 136_282, 110_477,
    ]);
  });

  it.each<[number, number, number, number]>([
    // exact halves that floating point gets wrong or nearly wrong
    [229.5, 1.1, 0.9, 227.21], // 227.205
    [117, 1.1, 0.85, 109.4], // 109.395
    [91, 1.3, 0.85, 100.56], // 100.555 (naive float rounding says 100.55)
    [70, 1.3, 0.85, 77.35], // 77.35
    [112, 1.3, 0.85, 123.76], // 123.76
    [104, 1.1, 0.85, 97.24], // 97.24
    [78, 1.2, 0.85, 79.56], // 79.56
  ])("rates: %d x %d x %d = %d", (rate, location, duration, expected) => {
    expect(adjustRate(rate, location, duration)).toBe(expected);
  });

  it("suggests the electrician's Minnesota long-term rates to the cent", () => {
    // 70 / 91 / 112 x 1.3 x 0.85 = 77.35 / 100.555 / 123.76
    const { suggestedRates } = estimateSavings(
      inputs({ projectType: "industrial-electrician", location: "minnesota", weeks: 30 }),
    );
    expect(suggestedRates).toEqual({ base: 77.35, overtime: 100.56, sundayHoliday: 123.76 });
  });

  it.each<[number, number]>([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [10, 4],
    [52, 20],
  ])("weeks faster: 40 %% of %i weeks rounded down is %i", (weeks, expected) => {
    expect(weeksFaster(weeks)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [5, 10, 1], // 0.5 -> 1
    [4, 10, 0], // 0.4 -> 0
    [15, 10, 2], // 1.5 -> 2
    [25, 10, 3], // 2.5 -> 3 (half up, not banker's)
    [0, 7, 0],
    [2_746_521_600_000, 1_000_000, 2_746_522], // 2,746,521.6 -> 2,746,522
  ])("divideRoundHalfUp(%i, %i) = %i", (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it("refuses what it cannot round exactly", () => {
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(2 ** 53, 3)).toThrow(RangeError);
  });
});

describe("inputs outside the rules", () => {
  it.each<Partial<CalculatorInputs>>([
    { weeks: 0 },
    { weeks: 53 },
    { weeks: 2.5 },
    { hoursPerWeek: 39 },
    { hoursPerWeek: 71 },
    { teamSize: 0 },
    { teamSize: 21 },
    { teamSize: Number.NaN },
    { projectType: "welding" as ProjectTypeId },
  ])("%o is refused (the URL layer clamps before this)", (overrides) => {
    expect(() => estimateSavings(inputs(overrides))).toThrow(RangeError);
  });

  it("stays exact at the largest inputs (PLC, 70 h, California, 52 weeks, 20 specialists)", () => {
    // platform week 3,600 + 2,340 + 1,440 = 7,380; x 1.6 x 0.85 x 20 x 52 (= x 1,414.4) = 10,438,272
    // manufacturer week 6,120 + 4,590 + 3,060 = 13,770; x 1,414.4 = 19,476,288
    const result = estimateSavings({
      projectType: "plc-controls",
      hoursPerWeek: 70,
      location: "california",
      weeks: 52,
      teamSize: 20,
    });
    expect(result.platformCost).toBe(10_438_272);
    expect(result.traditionalCost).toBe(19_476_288);
    expect(result.savings).toBe(9_038_016);
    // 6,390 / 13,770 = 46.41 % -> 46
    expect(result.savingsPercent).toBe(46);
  });
});

describe("money as shown on the page", () => {
  it.each<[number, string]>([
    [80_640, "$80,640"],
    [137_088, "$137,088"],
    [0, "$0"],
    [1_683_136, "$1,683,136"],
  ])("whole dollars: %d -> %s", (amount, shown) => {
    expect(formatUsd(amount)).toBe(shown);
  });

  it.each<[number, string]>([
    [96, "$96.00/hr"],
    [124.8, "$124.80/hr"],
    [100.56, "$100.56/hr"],
    [276.48, "$276.48/hr"],
  ])("rates with two decimals: %d -> %s", (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });

  it("shows cents in the breakdown only when there are any", () => {
    expect(formatUsdExact(3_200)).toBe("$3,200");
    expect(formatUsdExact(6_349.5)).toBe("$6,349.50");
    expect(formatCents(229.5)).toBe("$229.50");
  });
});
