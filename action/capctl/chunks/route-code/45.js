
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/items/properties/member_destinations/items"
      function anonymous4 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_15 = obj["id"]
      if (value_id_15 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_15 !== 'string') {
          if (value_id_15 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_15 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_15.toISOString() + JSON_STR_QUOTE
          } else if (value_id_15 instanceof RegExp) {
            json += asString(value_id_15.source)
          } else {
            json += asString(value_id_15.toString())
          }
        } else {
          json += asString(value_id_15)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_label_16 = obj["label"]
      if (value_label_16 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_16 !== 'string') {
          if (value_label_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_16.toISOString() + JSON_STR_QUOTE
          } else if (value_label_16 instanceof RegExp) {
            json += asString(value_label_16.source)
          } else {
            json += asString(value_label_16.toString())
          }
        } else {
          json += asString(value_label_16)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
      const value_type_17 = obj["type"]
      if (value_type_17 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_17 !== 'string') {
          if (value_type_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_17.toISOString() + JSON_STR_QUOTE
          } else if (value_type_17 instanceof RegExp) {
            json += asString(value_type_17.source)
          } else {
            json += asString(value_type_17.toString())
          }
        } else {
          json += asString(value_type_17)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous3 (obj) {
      // "#/properties/data/items/properties/member_destinations"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/items/properties/member_destinations' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous4(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous4(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/items"
      function anonymous2 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_3 = obj["id"]
      if (value_id_3 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_3 !== 'string') {
          if (value_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_id_3 instanceof RegExp) {
            json += asString(value_id_3.source)
          } else {
            json += asString(value_id_3.toString())
          }
        } else {
          json += asString(value_id_3)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_org_id_4 = obj["org_id"]
      if (value_org_id_4 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_4 !== 'string') {
          if (value_org_id_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_4.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_4 instanceof RegExp) {
            json += asString(value_org_id_4.source)
          } else {
            json += asString(value_org_id_4.toString())
          }
        } else {
          json += asString(value_org_id_4)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_name_5 = obj["name"]
      if (value_name_5 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_5 !== 'string') {
          if (value_name_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_5.toISOString() + JSON_STR_QUOTE
          } else if (value_name_5 instanceof RegExp) {
            json += asString(value_name_5.source)
          } else {
            json += asString(value_name_5.toString())
          }
        } else {
          json += asString(value_name_5)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_provenance_6 = obj["provenance"]
      if (value_provenance_6 !== undefined) {
        json += ",\"provenance\":"
        
        if (typeof value_provenance_6 !== 'string') {
          if (value_provenance_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_provenance_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_provenance_6.toISOString() + JSON_STR_QUOTE
          } else if (value_provenance_6 instanceof RegExp) {
            json += asString(value_provenance_6.source)
          } else {
            json += asString(value_provenance_6.toString())
          }
        } else {
          json += asString(value_provenance_6)
        }
        
      } else {
        throw new Error('"provenance" is required!')
      }
      
      const value_domain_verdict_firing_7 = obj["domain_verdict_firing"]
      if (value_domain_verdict_firing_7 !== undefined) {
        json += ",\"domain_verdict_firing\":"
        
          if (value_domain_verdict_firing_7 === null) {
            json += JSON_STR_NULL
          }
          
          else if(typeof value_domain_verdict_firing_7 === "boolean" || value_domain_verdict_firing_7 === null) {
            json += asBoolean(value_domain_verdict_firing_7)
          }
        
    else throw new TypeError("The value of '#/properties/data/items/properties/domain_verdict_firing' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_firing" is required!')
      }
      
      const value_domain_verdict_reading_8 = obj["domain_verdict_reading"]
      if (value_domain_verdict_reading_8 !== undefined) {
        json += ",\"domain_verdict_reading\":"
        
          if (value_domain_verdict_reading_8 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_domain_verdict_reading_8 === "string" ||
            value_domain_verdict_reading_8 === null ||
            value_domain_verdict_reading_8 instanceof Date ||
            value_domain_verdict_reading_8 instanceof RegExp ||
            (
              typeof value_domain_verdict_reading_8 === "object" &&
              typeof value_domain_verdict_reading_8.toString === "function" &&
              value_domain_verdict_reading_8.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_domain_verdict_reading_8 !== 'string') {
          if (value_domain_verdict_reading_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_domain_verdict_reading_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_domain_verdict_reading_8.toISOString() + JSON_STR_QUOTE
          } else if (value_domain_verdict_reading_8 instanceof RegExp) {
            json += asString(value_domain_verdict_reading_8.source)
          } else {
            json += asString(value_domain_verdict_reading_8.toString())
          }
        } else {
          json += asString(value_domain_verdict_reading_8)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/items/properties/domain_verdict_reading' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_reading" is required!')
      }
      
      const value_domain_verdict_expires_at_9 = obj["domain_verdict_expires_at"]
      if (value_domain_verdict_expires_at_9 !== undefined) {
        json += ",\"domain_verdict_expires_at\":"
        
          if (value_domain_verdict_expires_at_9 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_domain_verdict_expires_at_9 === "string" ||
            value_domain_verdict_expires_at_9 === null ||
            value_domain_verdict_expires_at_9 instanceof Date ||
            value_domain_verdict_expires_at_9 instanceof RegExp ||
            (
              typeof value_domain_verdict_expires_at_9 === "object" &&
              typeof value_domain_verdict_expires_at_9.toString === "function" &&
              value_domain_verdict_expires_at_9.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_domain_verdict_expires_at_9)
          }
        
    else throw new TypeError("The value of '#/properties/data/items/properties/domain_verdict_expires_at' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_expires_at" is required!')
      }
      
      const value_signal_headroom_10 = obj["signal_headroom"]
      if (value_signal_headroom_10 !== undefined) {
        json += ",\"signal_headroom\":"
        
          if (value_signal_headroom_10 === null) {
            json += JSON_STR_NULL
          }
          
          else if(typeof value_signal_headroom_10 === "number" || value_signal_headroom_10 === null) {
            json += asNumber(value_signal_headroom_10)
          }
        
    else throw new TypeError("The value of '#/properties/data/items/properties/signal_headroom' does not match schema definition.")
  
      } else {
        throw new Error('"signal_headroom" is required!')
      }
      
      const value_signal_headroom_at_11 = obj["signal_headroom_at"]
      if (value_signal_headroom_at_11 !== undefined) {
        json += ",\"signal_headroom_at\":"
        
          if (value_signal_headroom_at_11 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_signal_headroom_at_11 === "string" ||
            value_signal_headroom_at_11 === null ||
            value_signal_headroom_at_11 instanceof Date ||
            value_signal_headroom_at_11 instanceof RegExp ||
            (
              typeof value_signal_headroom_at_11 === "object" &&
              typeof value_signal_headroom_at_11.toString === "function" &&
              value_signal_headroom_at_11.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_signal_headroom_at_11)
          }
        
    else throw new TypeError("The value of '#/properties/data/items/properties/signal_headroom_at' does not match schema definition.")
  
      } else {
        throw new Error('"signal_headroom_at" is required!')
      }
      
      const value_updated_at_12 = obj["updated_at"]
      if (value_updated_at_12 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_12)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_member_destinations_13 = obj["member_destinations"]
      if (value_member_destinations_13 !== undefined) {
        json += ",\"member_destinations\":"
        json += anonymous3(value_member_destinations_13)
      } else {
        throw new Error('"member_destinations" is required!')
      }
      
      const value_scale_target_count_18 = obj["scale_target_count"]
      if (value_scale_target_count_18 !== undefined) {
        json += ",\"scale_target_count\":"
        json += asInteger(value_scale_target_count_18)
      } else {
        throw new Error('"scale_target_count" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous1 (obj) {
      // "#/properties/data"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous2(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous2(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/errors/items"
      function anonymous6 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_21 = obj["code"]
      if (value_code_21 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_21 !== 'string') {
          if (value_code_21 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_21 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_21.toISOString() + JSON_STR_QUOTE
          } else if (value_code_21 instanceof RegExp) {
            json += asString(value_code_21.source)
          } else {
            json += asString(value_code_21.toString())
          }
        } else {
          json += asString(value_code_21)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_22 = obj["message"]
      if (value_message_22 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_22 !== 'string') {
          if (value_message_22 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_22 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_22.toISOString() + JSON_STR_QUOTE
          } else if (value_message_22 instanceof RegExp) {
            json += asString(value_message_22.source)
          } else {
            json += asString(value_message_22.toString())
          }
        } else {
          json += asString(value_message_22)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_23 = obj["pointer"]
      if (value_pointer_23 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_23 !== 'string') {
          if (value_pointer_23 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_23 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_23.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_23 instanceof RegExp) {
            json += asString(value_pointer_23.source)
          } else {
            json += asString(value_pointer_23.toString())
          }
        } else {
          json += asString(value_pointer_23)
        }
        
      }

      const value_hint_24 = obj["hint"]
      if (value_hint_24 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_24 !== 'string') {
          if (value_hint_24 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_24 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_24.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_24 instanceof RegExp) {
            json += asString(value_hint_24.source)
          } else {
            json += asString(value_hint_24.toString())
          }
        } else {
          json += asString(value_hint_24)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous5 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous6(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous6(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous8 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_27 = obj["code"]
      if (value_code_27 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_27 !== 'string') {
          if (value_code_27 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_27 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_27.toISOString() + JSON_STR_QUOTE
          } else if (value_code_27 instanceof RegExp) {
            json += asString(value_code_27.source)
          } else {
            json += asString(value_code_27.toString())
          }
        } else {
          json += asString(value_code_27)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_28 = obj["message"]
      if (value_message_28 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_28 !== 'string') {
          if (value_message_28 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_28 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_28.toISOString() + JSON_STR_QUOTE
          } else if (value_message_28 instanceof RegExp) {
            json += asString(value_message_28.source)
          } else {
            json += asString(value_message_28.toString())
          }
        } else {
          json += asString(value_message_28)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous7 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous8(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous8(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_19 = obj["errors"]
      if (value_errors_19 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_19 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_19)) {
            json += anonymous5(value_errors_19)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_25 = obj["warnings"]
      if (value_warnings_25 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous7(value_warnings_25)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)