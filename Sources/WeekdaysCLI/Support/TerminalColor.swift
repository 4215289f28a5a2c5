/// An sRGB color for the picker's selected days, from a name or `#RRGGBB`.
struct TerminalColor: Equatable {
    let red: Int
    let green: Int
    let blue: Int

    /// The default accent: an orange that reads on dark and light terminals.
    static let accent = TerminalColor(red: 0xFF, green: 0x95, blue: 0x00)

    private static let named: [String: TerminalColor] = [
        "red": .init(red: 0xFF, green: 0x3B, blue: 0x30), "orange": accent,
        "yellow": .init(red: 0xFF, green: 0xCC, blue: 0x00), "green": .init(red: 0x34, green: 0xC7, blue: 0x59),
        "mint": .init(red: 0x00, green: 0xC7, blue: 0xBE), "teal": .init(red: 0x30, green: 0xB0, blue: 0xC7),
        "cyan": .init(red: 0x32, green: 0xAD, blue: 0xE6), "blue": .init(red: 0x00, green: 0x7A, blue: 0xFF),
        "indigo": .init(red: 0x58, green: 0x56, blue: 0xD6), "purple": .init(red: 0xAF, green: 0x52, blue: 0xDE),
        "pink": .init(red: 0xFF, green: 0x2D, blue: 0x55), "brown": .init(red: 0xA2, green: 0x84, blue: 0x5E),
        "gray": .init(red: 0x8E, green: 0x8E, blue: 0x93), "black": .init(red: 0, green: 0, blue: 0),
        "white": .init(red: 0xFF, green: 0xFF, blue: 0xFF),
    ]

    /// The names `--color` accepts besides `#RRGGBB`.
    static var names: [String] { named.keys.sorted() }

    init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads a color name (any case) or `#RRGGBB`; nil when it is neither.
    init?(parsing text: String) {
        if let color = TerminalColor.named[text.lowercased()] {
            self = color
            return
        }
        let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = Int(hex, radix: 16) else {
            return nil
        }
        self.init(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF)
    }

    /// WCAG relative luminance: each sRGB channel linearised, then weighted.
    var relativeLuminance: Double {
        func linear(_ channel: Int) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).pow(2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Black on light colors, white on dark ones (luminance above 0.5 is light).
    var contrastingText: TerminalColor {
        relativeLuminance > 0.5 ? .init(red: 0, green: 0, blue: 0) : .init(red: 255, green: 255, blue: 255)
    }

    var backgroundCode: String { "\u{1B}[48;2;\(red);\(green);\(blue)m" }
    var foregroundCode: String { "\u{1B}[38;2;\(red);\(green);\(blue)m" }
}

private extension Double {
    func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}

import Foundation
