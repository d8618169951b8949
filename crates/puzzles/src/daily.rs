//! The daily puzzle: one level per calendar day (UTC), made by the generator from the date
//! and a fixed seed, so that everyone gets the same level on the same day with no server.
//!
//! The tier rises through the week: Monday 1, Tuesday and Wednesday 2, Thursday 3, Friday
//! and Saturday 4, Sunday 5 ([`tier_of_weekday`]). The number of statues and the variant
//! come from the day's seed.

use std::fmt;
use std::str::FromStr;

use crate::generate::{self, GenerateError, Generated, Request};

/// The fixed seed every daily puzzle is made from, mixed with the day.
pub const DAILY_SEED: u64 = 0xB10C_4E55_DA11_0001;

/// Different seeds the day tries, one after the other, if the generator finds nothing on
/// one (it practically never happens: each try is hundreds of candidates).
const DAILY_TRIES: u64 = 8;

/// A calendar date of the proleptic Gregorian calendar, year 1 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a date was refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DateError {
    /// The text is not of the form `YYYY-MM-DD`.
    Format {
        /// The text given.
        text: String,
    },
    /// The year is outside 1 to 9999.
    Year {
        /// The year given.
        year: u32,
    },
    /// The month is outside 1 to 12.
    Month {
        /// The month given.
        month: u32,
    },
    /// The month has no such day.
    Day {
        /// The day given.
        day: u32,
        /// Days in that month.
        days: u32,
    },
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::Format { text } => {
                write!(f, "{text:?} is not a date of the form YYYY-MM-DD")
            }
            DateError::Year { year } => write!(f, "the year {year} is not between 1 and 9999"),
            DateError::Month { month } => write!(f, "there is no month {month}"),
            DateError::Day { day, days } => {
                write!(f, "that month has {days} days, so no day {day}")
            }
        }
    }
}

impl std::error::Error for DateError {}

/// Whether `year` has a 29 February.
fn is_leap(year: u32) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// Days in `month` of `year`.
fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date `year`-`month`-`day`, when it exists.
    pub fn new(year: u32, month: u32, day: u32) -> Result<Date, DateError> {
        if !(1..=9999).contains(&year) {
            return Err(DateError::Year { year });
        }
        if !(1..=12).contains(&month) {
            return Err(DateError::Month { month });
        }
        let days = days_in_month(year, month);
        if !(1..=days).contains(&day) {
            return Err(DateError::Day { day, days });
        }
        Ok(Date {
            year: year as u16,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The year.
    pub fn year(&self) -> u32 {
        u32::from(self.year)
    }

    /// The month, 1 to 12.
    pub fn month(&self) -> u32 {
        u32::from(self.month)
    }

    /// The day of the month, from 1.
    pub fn day(&self) -> u32 {
        u32::from(self.day)
    }

    /// Days since 1970-01-01 (negative before it), by the usual count over 400-year eras.
    pub fn days_since_epoch(&self) -> i64 {
        let (y, m, d) = (
            i64::from(self.year),
            i64::from(self.month),
            i64::from(self.day),
        );
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let day_of_year = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The day of the week, 0 for Monday to 6 for Sunday.
    pub fn weekday(&self) -> u8 {
        // 1970-01-01 was a Thursday.
        (self.days_since_epoch() + 3).rem_euclid(7) as u8
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    /// Reads `YYYY-MM-DD`, with exactly that many digits.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let format = || DateError::Format {
            text: text.chars().take(40).collect(),
        };
        let bytes = text.as_bytes();
        if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return Err(format());
        }
        let number = |range: std::ops::Range<usize>| -> Result<u32, DateError> {
            let part = &bytes[range];
            if !part.iter().all(u8::is_ascii_digit) {
                return Err(format());
            }
            Ok(part.iter().fold(0u32, |n, &b| n * 10 + u32::from(b - b'0')))
        };
        Date::new(number(0..4)?, number(5..7)?, number(8..10)?)
    }
}

/// The daily tier of a weekday (0 Monday to 6 Sunday): rising through the week.
pub fn tier_of_weekday(weekday: u8) -> u8 {
    [1, 2, 2, 3, 4, 4, 5][usize::from(weekday.min(6))]
}

/// SplitMix64's finaliser: spreads the day's number over all 64 bits of a seed.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The daily puzzle of `date`: the same level for everyone, natively and in the browser.
/// Its id is `daily-YYYY-MM-DD`.
pub fn daily(date: Date) -> Result<Generated, GenerateError> {
    let day = mix(DAILY_SEED ^ date.days_since_epoch() as u64);
    let tier = tier_of_weekday(date.weekday());
    let expert = day & 1 == 1;
    let mut last = GenerateError::NotFound { attempts: 0 };
    for k in 0..DAILY_TRIES {
        let request = Request {
            tier,
            seed: mix(day.wrapping_add(k)),
            expert,
            statues: None,
        };
        match generate::generate(&request) {
            Ok(mut generated) => {
                generated.level.id = format!("daily-{date}");
                return Ok(generated);
            }
            Err(e) => last = e,
        }
    }
    Err(last)
}
