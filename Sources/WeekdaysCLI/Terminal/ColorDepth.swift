/// How many colors the terminal can show, read from `COLORTERM` and `TERM`.
enum ColorDepth: Equatable, Sendable {
    /// 24-bit color (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-color palette (`TERM` ending in `-256color`).
    case palette256
    /// The 16 ANSI colors, what any color terminal shows.
    case palette16

    /// The depth a terminal with this environment shows; nil when it should get no color
    /// (`NO_COLOR` set, or `TERM=dumb`).
    init?(environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return nil }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return nil }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            self = .trueColor
        } else if term.contains("256color") {
            self = .palette256
        } else {
            self = .palette16
        }
    }

    /// The color the terminal will really show for `color`: the nearest one it has.
    ///
    /// Views pick black or white text by the luminance of this color, not of the one asked
    /// for, so the letter reads on what is on screen.
    func approximation(of color: TerminalColor) -> TerminalColor {
        switch self {
        case .trueColor: return color
        case .palette256: return ColorDepth.palette256Color(ColorDepth.palette256Index(of: color))
        case .palette16: return ColorDepth.ansi16[ColorDepth.ansi16Index(of: color)]
        }
    }

    /// The SGR parameters that set the text color (`38;2;R;G;B`, `38;5;N` or `3N`/`9N`).
    func foregroundParameters(_ color: TerminalColor) -> String {
        switch self {
        case .trueColor: return "38;2;\(color.red);\(color.green);\(color.blue)"
        case .palette256: return "38;5;\(ColorDepth.palette256Index(of: color))"
        case .palette16:
            let index = ColorDepth.ansi16Index(of: color)
            return String(index < 8 ? 30 + index : 90 + index - 8)
        }
    }

    /// The SGR parameters that set the fill (`48;2;R;G;B`, `48;5;N` or `4N`/`10N`).
    func backgroundParameters(_ color: TerminalColor) -> String {
        switch self {
        case .trueColor: return "48;2;\(color.red);\(color.green);\(color.blue)"
        case .palette256: return "48;5;\(ColorDepth.palette256Index(of: color))"
        case .palette16:
            let index = ColorDepth.ansi16Index(of: color)
            return String(index < 8 ? 40 + index : 100 + index - 8)
        }
    }

    // MARK: - Palettes

    /// xterm's default 16 colors, in ANSI order (black, red, green, yellow, blue, magenta,
    /// cyan, white, then the bright ones).
    static let ansi16: [TerminalColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { TerminalColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// The six levels of each channel in the 6x6x6 cube of the 256-color palette.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    static func ansi16Index(of color: TerminalColor) -> Int {
        ansi16.indices.min { distance(ansi16[$0], color) < distance(ansi16[$1], color) } ?? 0
    }

    /// The nearest entry of the color cube (16-231) or the gray ramp (232-255).
    static func palette256Index(of color: TerminalColor) -> Int {
        func level(_ channel: Int) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - channel) < abs(cubeLevels[$1] - channel) }
                ?? 0
        }
        let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
        let average = (color.red + color.green + color.blue) / 3
        let gray = 232 + min(23, max(0, (average - 3) / 10))
        return distance(palette256Color(gray), color) < distance(palette256Color(cube), color)
            ? gray : cube
    }

    static func palette256Color(_ index: Int) -> TerminalColor {
        switch index {
        case 0..<16:
            return ansi16[index]
        case 16..<232:
            let value = index - 16
            return TerminalColor(
                red: cubeLevels[value / 36], green: cubeLevels[value / 6 % 6],
                blue: cubeLevels[value % 6])
        default:
            let level = 8 + 10 * (min(255, index) - 232)
            return TerminalColor(red: level, green: level, blue: level)
        }
    }

    /// A distance that weighs the channels roughly as the eye does ("redmean").
    private static func distance(_ a: TerminalColor, _ b: TerminalColor) -> Double {
        let meanRed = Double(a.red + b.red) / 2
        let red = Double(a.red - b.red)
        let green = Double(a.green - b.green)
        let blue = Double(a.blue - b.blue)
        return (2 + meanRed / 256) * red * red + 4 * green * green + (2 + (255 - meanRed) / 256)
            * blue * blue
    }
}
