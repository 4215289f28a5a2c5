extension CommandSpec {
    /// The usage line: each form after `weekdays NAME`, forms joined by ` | `.
    var usage: String {
        (forms ?? [usualForm]).map { form in
            (["weekdays", name] + form.map(label)).joined(separator: " ")
        }.joined(separator: " | ")
    }

    /// The arguments, then each shown option in order, bracketed unless required.
    private var usualForm: [UsageElement] {
        arguments.map { .argument($0.name) }
            + visibleOptions.map { $0.isRequired ? .option($0.name) : .optional([.option($0.name)]) }
    }

    /// How an element reads in the usage line; an undeclared name is shown as it is.
    private func label(_ element: UsageElement) -> String {
        switch element {
        case .argument(let name):
            return arguments.first { $0.name == name }?.usageLabel ?? name
        case .placeholder(let word):
            return word
        case .option(let name, let values):
            return option(named: name)?.usageLabel(values: values) ?? name
        case .optional(let elements):
            return "[" + elements.map(label).joined(separator: " ") + "]"
        case .alternatives(let forms):
            return forms.map { $0.map(label).joined(separator: " ") }.joined(separator: " | ")
        }
    }

    /// Every name the usage forms use that the table does not declare (none, when it is right).
    var undeclaredUsageNames: [String] {
        func names(_ element: UsageElement) -> [String] {
            switch element {
            case .argument(let name):
                return arguments.contains { $0.name == name } ? [] : [name]
            case .placeholder:
                return []
            case .option(let name, let values):
                guard let option = option(named: name) else { return [name] }
                guard let values, case .choice(let words) = option.value else { return [] }
                return values.filter { !words.contains($0) }
            case .optional(let elements):
                return elements.flatMap(names)
            case .alternatives(let forms):
                return forms.flatMap { $0.flatMap(names) }
            }
        }
        return (forms ?? []).flatMap { $0.flatMap(names) }
    }
}
