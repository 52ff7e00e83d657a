/// Times as the API writes and reads them: RFC 3339 in UTC, `2026-12-31T23:59:59Z`, and the
/// day number (days since 1970-01-01) that click counts are kept under.
///
/// ```swift
/// UTCTime.text(0)                              // "1970-01-01T00:00:00Z"
/// UTCTime.seconds("2026-12-31T23:59:59Z")     // 1798761599.0
/// UTCTime.day(86_400 * 3 + 5)                  // 3
/// ```
public enum UTCTime {
    /// The times these functions take, in seconds since 1970: from 0001-01-01T00:00:00Z to
    /// 9999-12-31T23:59:59Z. A time outside (or not finite) is taken as the nearest end.
    public static let range: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// The day (since 1970-01-01, UTC) of `seconds` since 1970.
    public static func day(_ seconds: Double) -> Int { Int((clamped(seconds) / 86_400).rounded(.down)) }

    /// `seconds` since 1970 as `YYYY-MM-DDTHH:MM:SSZ` (whole seconds, rounded down).
    public static func text(_ seconds: Double) -> String {
        let whole = Int(clamped(seconds).rounded(.down))
        let day = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let second = whole - day * 86_400
        let (year, month, dayOfMonth) = civil(day)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(dayOfMonth, 2) + "T" + pad(second / 3600, 2) + ":" + pad(second / 60 % 60, 2) + ":" + pad(second % 60, 2) + "Z"
    }

    /// `YYYY-MM-DD` of a day number.
    public static func dateText(day: Int) -> String {
        let (year, month, dayOfMonth) = civil(day)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(dayOfMonth, 2)
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fraction]Z` (the `T` and `Z` in either case); `nil` for
    /// anything else, a date that does not exist included.
    public static func seconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54 || bytes[10] == 0x74, bytes[13] == 0x3A, bytes[16] == 0x3A,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 0x2E {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index == bytes.count - 1, bytes[index] == 0x5A || bytes[index] == 0x7A else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24, minute < 60, second < 60 else { return nil }
        return Double(days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second) + fraction
    }

    private static func clamped(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(seconds, range.lowerBound), range.upperBound)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day number (civil_from_days).
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
